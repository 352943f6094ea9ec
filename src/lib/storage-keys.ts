/**
 * Every key the app keeps in the browser's storage, namespaced under `app:` so they never meet a
 * third-party script's. The stores, the first-paint script and the page scripts read them from here.
 */
export const STORAGE_KEYS = {
  /** localStorage: the visitor's colour choice (light, dark, system). */
  colorMode: 'app:color-mode',
  /** localStorage: the access token; its presence also marks the first frame as signed in. */
  accessToken: 'app:auth:accessToken',
  /** localStorage: the refresh token, presented once to /user/refreshToken. */
  refreshToken: 'app:auth:refreshToken',
  /** localStorage: when the access token expires (epoch ms), as the sign-in or refresh answered it. */
  accessTokenExpiresAt: 'app:auth:expiresAt',
  /** localStorage: the login popup is requested (it opens again on the next page). */
  showPopupLogin: 'app:auth:showPopupLogin',
  /**
   * sessionStorage: how far the visitor got in the login popup (which view, the number a code went
   * to and when), so the popup that opens again on the next page carries on (decision 0034).
   */
  loginProgress: 'app:auth:loginProgress',
  /** localStorage: recent searches, kept with the auth store as the spec puts them. */
  historyTextSearches: 'app:auth:historyTextSearches',
  /** localStorage: a signed-out buyer's guest token for booking, its number and expiry (decision 0036). */
  bookingGuest: 'app:booking:guest',
  /** localStorage: orders and My trips as last read, to open without a network (decision 0077). */
  savedBookings: 'app:booking:saved',
  /** sessionStorage: the language prefix a buyer left for VNPay from, to return to its order page. */
  bookingReturnPrefix: 'app:booking:returnPrefix',
  /** localStorage: the push-messaging token this browser saved for the signed-in user (decision 0047). */
  pushToken: 'app:notifications:pushToken',
  /** localStorage: the signed-in user as the API answered it. */
  userInfo: 'app:user:info',
  /** localStorage prefix of the location map (`app:location:long`, `…:regionId`, …). */
  locationPrefix: 'app:location:',
  /** sessionStorage: the position was asked for in this browser session. */
  locationAsked: 'app:location:asked',
  /** localStorage: the trip planner's draft, kept signed out and across reloads (src/features/trips/planner-draft.ts). */
  plannerDraft: 'app:trips:draft',
  /** sessionStorage: a save of the planner's draft waits for the sign-in (the page reloads after it). */
  plannerSaveAfterSignIn: 'app:trips:saveAfterSignIn',
  /** sessionStorage: the viewer's likes as the islands last saw them (decision 0051; src/features/engagement/likes.ts). */
  engagementLikes: 'app:engagement:likes',
  /** sessionStorage: the viewer's follows as the moments islands last saw them (decision 0051). */
  momentsSocial: 'app:moments:social',
  /** sessionStorage: likes, follows, saves and comment drafts tapped signed out, kept through the sign-in (decision 0082). */
  tapsBeforeSignIn: 'app:moments:tapsBeforeSignIn',
  /** sessionStorage prefix: a moments feed's loaded items and scroll position, per page URL (decision 0051). */
  momentsFeedPrefix: 'app:moments:feed:',
  /** localStorage: the photo post being written (text, tags, place); its pictures are in IndexedDB. */
  momentsPostDraft: 'app:moments:postDraft',
  momentsReelDraft: 'app:moments:reelDraft',
  /** sessionStorage: the staff session's token (decision 0075): this tab only, gone when it closes. */
  staffToken: 'app:staff:token',
  /** sessionStorage prefix: when a path last reloaded itself after a failed chunk load. */
  chunkReloadPrefix: 'app:chunk-reload:',
} as const;

/** The Web Locks name that serialises token refreshes between tabs (decision 0009). */
export const REFRESH_LOCK = 'app:auth:refresh';
