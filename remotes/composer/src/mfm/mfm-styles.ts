// MFM effects' styles as a chunk of their own, fetched for a post whose text may carry an effect.
import './mfm.css';

export const mfmStyles = true;
