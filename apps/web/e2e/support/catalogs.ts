import enErrors from '../../src/locales/en/errors.json';
import enTranslation from '../../src/locales/en/translation.json';
import urErrors from '../../src/locales/ur/errors.json';
import urTranslation from '../../src/locales/ur/translation.json';

/** The catalog files the journeys read labels from, as the site loads them. */
export const en = { translation: enTranslation, errors: enErrors };
export const ur = { translation: urTranslation, errors: urErrors };
