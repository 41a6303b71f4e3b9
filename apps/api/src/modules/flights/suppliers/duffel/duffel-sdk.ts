// Order matters: the snapshot is taken before the SDK module is evaluated.
import { environmentBeforeSdk } from './duffel-sdk-env';
import { Duffel, DuffelError } from '@duffel/api';

/*
 * The one place that imports the Duffel SDK; everything else imports it from here.
 *
 * On evaluation the SDK assigns `process.env = { ...process.env, npm_package_version }`: the app
 * would be left with a plain copy, where later assignments are no longer turned into strings and
 * no longer reach the real environment (a `TZ` set afterwards would not change the time zone),
 * and `npm_package_version` would claim the SDK's version. Putting the original object back
 * undoes all of it. The SDK reads `npm_package_version` only for its User-Agent header.
 */
if (process.env !== environmentBeforeSdk) process.env = environmentBeforeSdk;

export { Duffel, DuffelError };
