// Test-environment fixes, imported by tests only (never by application code).
//
// happy-dom departs from the DOM standard in two places that DOMPurify depends on, which makes
// DOMPurify under plain happy-dom return unsanitised markup (see happy-dom issues #1810 and
// #2310, DOMPurify issue #1457). Browsers, where Murmur runs, behave as the standard says; these
// patches make happy-dom do the same so that sanitiser tests mean something:
//
// 1. Node.prototype.nodeName is a getter returning '' (subclasses override it). DOMPurify reads
//    nodeName through Node.prototype's getter, so every element looked nameless.
// 2. NodeIterator has no "pre-removing steps": when the node it stands on is removed, the walk
//    ends. DOMPurify removes nodes mid-walk, so everything after the first removed node was
//    never inspected. Here createNodeIterator returns an iterator written after the standard,
//    and node removal runs the pre-removing steps on every live iterator.

function patchNodeName(): void {
  const proto = ownerOf(Node.prototype, 'nodeName');
  const getter = proto ? Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get : undefined;
  if (!proto || !getter || getter.call(document.createElement('p')) !== '') return;
  Object.defineProperty(proto, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      let current: object | null = Object.getPrototypeOf(this);
      while (current && current !== proto) {
        const own = Object.getOwnPropertyDescriptor(current, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
        current = Object.getPrototypeOf(current);
      }
      return '';
    },
  });
}

type Filter = NodeFilter | ((node: Node) => number) | null;

const FILTER_ACCEPT = 1;
const FILTER_SKIP = 3;

const liveIterators = new Set<WeakRef<StandardNodeIterator>>();

function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  return followingSkippingChildren(node, root);
}

function followingSkippingChildren(node: Node, root: Node): Node | null {
  let current: Node | null = node;
  while (current && current !== root) {
    if (current.nextSibling) return current.nextSibling;
    current = current.parentNode;
  }
  return null;
}

function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let sibling = node.previousSibling;
  if (sibling) {
    while (sibling.lastChild) sibling = sibling.lastChild;
    return sibling;
  }
  return node.parentNode;
}

/** NodeIterator as the DOM standard describes it (reference node and pointer-before flag). */
class StandardNodeIterator {
  reference: Node;
  pointerBeforeReference = true;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: Filter,
  ) {
    this.reference = root;
    liveIterators.add(new WeakRef(this));
  }

  get referenceNode(): Node {
    return this.reference;
  }

  get pointerBeforeReferenceNode(): boolean {
    return this.pointerBeforeReference;
  }

  private accept(node: Node): number {
    if (!((1 << (node.nodeType - 1)) & this.whatToShow)) return FILTER_SKIP;
    if (!this.filter) return FILTER_ACCEPT;
    return typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
  }

  private traverse(forward: boolean): Node | null {
    let node: Node | null = this.reference;
    let before = this.pointerBeforeReference;
    for (;;) {
      if (forward) {
        if (before) before = false;
        else {
          node = following(node, this.root);
          if (!node) return null;
        }
      } else if (!before) before = true;
      else {
        node = preceding(node, this.root);
        if (!node) return null;
      }
      if (this.accept(node) === FILTER_ACCEPT) break;
    }
    this.reference = node;
    this.pointerBeforeReference = before;
    return node;
  }

  nextNode(): Node | null {
    return this.traverse(true);
  }

  previousNode(): Node | null {
    return this.traverse(false);
  }

  detach(): void {}

  /** The standard's pre-removing steps, run before `removed` leaves the tree. */
  beforeRemoval(removed: Node): void {
    if (removed === this.root || !removed.contains(this.reference)) return;
    if (this.pointerBeforeReference) {
      const next = followingSkippingChildren(removed, this.root);
      if (next) {
        this.reference = next;
        return;
      }
      this.pointerBeforeReference = false;
    }
    let previous = removed.previousSibling;
    if (!previous) {
      if (removed.parentNode) this.reference = removed.parentNode;
      return;
    }
    while (previous.lastChild) previous = previous.lastChild;
    this.reference = previous;
  }
}

function runPreRemovingSteps(node: Node | null | undefined): void {
  if (!node?.parentNode) return;
  for (const ref of liveIterators) {
    const iterator = ref.deref();
    if (!iterator) liveIterators.delete(ref);
    else iterator.beforeRemoval(node);
  }
}

/**
 * The object on the prototype chain that really holds `name`. happy-dom gives each window its own
 * subclasses (window.Document extends the library's Document), so the global constructor's
 * prototype is often not where a method lives.
 */
function ownerOf(start: object, name: string): object | null {
  let proto: object | null = start;
  while (proto && !Object.hasOwn(proto, name)) proto = Object.getPrototypeOf(proto);
  return proto;
}

function wrap(sample: object, name: string, before: (self: unknown, args: unknown[]) => void) {
  const proto = ownerOf(sample, name);
  if (!proto) return;
  const original = Object.getOwnPropertyDescriptor(proto, name)?.value as
    | ((...args: unknown[]) => unknown)
    | undefined;
  if (typeof original !== 'function') return;
  Object.defineProperty(proto, name, {
    configurable: true,
    writable: true,
    value(this: unknown, ...args: unknown[]) {
      before(this, args);
      return original.apply(this, args);
    },
  });
}

function patchNodeIterator(): void {
  const documentProto = ownerOf(document, 'createNodeIterator');
  if (!documentProto) return;
  Object.defineProperty(documentProto, 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(root: Node, whatToShow = 0xffffffff, filter: Filter = null) {
      return new StandardNodeIterator(root, whatToShow >>> 0, filter);
    },
  });
  const element = document.createElement('span');
  wrap(element, 'removeChild', (_self, [child]) => runPreRemovingSteps(child as Node));
  wrap(element, 'replaceChild', (_self, [replacement, old]) => {
    runPreRemovingSteps(replacement as Node);
    runPreRemovingSteps(old as Node);
  });
  wrap(element, 'insertBefore', (_self, [node]) => runPreRemovingSteps(node as Node));
  wrap(element, 'appendChild', (_self, [node]) => runPreRemovingSteps(node as Node));
  // remove() and replaceWith() live on each kind of child node separately.
  const children: object[] = [element, document.createTextNode(''), document.createComment('')];
  if (document.doctype) children.push(document.doctype);
  for (const name of ['remove', 'replaceWith']) {
    const owners = new Set(children.map((child) => ownerOf(child, name)));
    for (const owner of owners) {
      if (owner) wrap(owner, name, (self) => runPreRemovingSteps(self as Node));
    }
  }
}

if (typeof Node !== 'undefined' && typeof document !== 'undefined') {
  patchNodeName();
  patchNodeIterator();
}
