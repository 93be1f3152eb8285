import rootPackage from '../../../package.json';

/** The product's version, from the repository's package.json. */
export const version: string = rootPackage.version;
