// A quoted post's card with its styles (and MFM's, for the quoted text): one chunk, fetched when a
// post with a quote is drawn (decision 0255).
import '../mfm/mfm.css';
import './quote-card.css';

export { QuoteCard } from './quote-card';
