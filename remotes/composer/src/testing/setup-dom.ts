// Makes happy-dom behave like a browser where DOMPurify depends on it (see the file imported).
// Without it the sanitiser fails closed in tests and every post's HTML shows as text.
import '../../../../shared/src/html/testing/happy-dom-fidelity';
