import type { notificationCalls } from '../contract.ts';
import { useEffect, useState } from 'react';
import { NOTIFICATION_TOPICS, type NotificationPreferences, type NotificationTopic } from '../contract.ts';
import { api } from '#lib/api/client.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { toast } from '#stores/toasts.ts';

/** The topics a reader is told about; each switch saves at once. */
export function NotificationPreferencesForm({ t }: { t: IslandTranslate }) {
  const [topics, setTopics] = useState<NotificationPreferences>();

  useEffect(() => {
    void api
      .call<(typeof notificationCalls)['preferences']>('GET /notifications/preferences', {}, { auth: true })
      .then((answer) => setTopics(answer.topics))
      .catch(() => undefined);
  }, []);

  if (!topics) return null;
  const change = async (topic: NotificationTopic, enabled: boolean) => {
    setTopics({ ...topics, [topic]: enabled });
    try {
      const answer = await api.call<(typeof notificationCalls)['savePreferences']>(
        'POST /notifications/savePreferences',
        { topics: { [topic]: enabled } },
        { auth: true },
      );
      setTopics(answer.topics);
      toast({ title: t('preferences.saved'), color: 'success', icon: 'success' });
    } catch (error) {
      setTopics(topics);
      toast({ title: failureMessage(error, t), color: 'error', icon: 'error' });
    }
  };
  return (
    <section className="notifications__section" aria-labelledby="preferences-title" id="preferences">
      <h2 id="preferences-title">{t('page.preferences')}</h2>
      <fieldset className="notifications__topics">
        <legend>{t('preferences.title')}</legend>
        <p className="notifications__hint">{t('preferences.hint')}</p>
        {NOTIFICATION_TOPICS.map((topic) => (
          <label key={topic} className="notifications__topic">
            <input
              type="checkbox"
              checked={topics[topic]}
              onChange={(event) => void change(topic, event.currentTarget.checked)}
            />
            <span>{t(`preferences.topic.${topic}`)}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
