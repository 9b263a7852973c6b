/** Where the global setup leaves what the workers use (node_modules/.cache is ignored by git). */
const cache = 'node_modules/.cache/amigo-engines'

/** The suite's copy of the built site: dist/ with the fixed clock and tests/engines/pageLog.js loaded first in every page. */
export const siteCopy = `${cache}/site`

/** The outside world's certificate, made by openssl for the run. */
export const certificatePaths = { key: `${cache}/outside-key.pem`, certificate: `${cache}/outside-certificate.pem` }

/** Where the screenshots of `npm run screenshots:engines` go. */
export const screenshotDirectory = 'test-results/engine-screenshots'
