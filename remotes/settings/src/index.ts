// A remote has no page of its own; this entry only exists so the package builds and can be
// served alone. Its slot modules are loaded by the shell through federation.
import('./bootstrap');
