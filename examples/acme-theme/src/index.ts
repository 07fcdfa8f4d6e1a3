// The federation runtime negotiates the shared singletons before any module that uses them runs.
import('./bootstrap');
