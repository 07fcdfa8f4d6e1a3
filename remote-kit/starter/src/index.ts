// A remote has no page of its own: the shell loads its slot modules through federation. This
// entry only exists so the container builds.
import('./bootstrap');
