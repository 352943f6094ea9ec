/**
 * The booking search forms are plain HTML (GET) and work without this script. With it, a form
 * shows the search it came from (the page's query) and proposes dates: today in Vietnam plus the
 * field's `data-default-days`, never a day before today.
 */
const vietnamToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const query = new URLSearchParams(location.search);
const today = vietnamToday();
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-booking-search]')) {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    const value = query.get(field.name);
    if (value !== null) field.value = value;
    if (field instanceof HTMLInputElement && field.type === 'date') {
      field.min = today;
      const offset = field.dataset.defaultDays;
      if (!field.value && offset !== undefined) field.value = addDays(today, Number(offset));
    }
  }
}
