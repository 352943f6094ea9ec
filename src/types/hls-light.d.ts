// hls.js ships no types for its light build (the full build's API without subtitles, alternate
// audio, DRM and CMCD): the same declarations apply.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
