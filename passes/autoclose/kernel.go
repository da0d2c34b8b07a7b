package autoclose

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
)

// The kernel rule, for one pointer parameter p of one kernel: every load
// from p's memory must read what the device wrote first, in a way the
// pass proves: the same thread wrote that address before in its
// straight-line code, or a loop the thread can see completed wrote a
// range of p's elements that holds the address, or (checked on the host,
// host.go) an earlier kernel of the same data environment wrote a range
// that holds every address the kernel reads so. Then whatever memory p
// points to (the host's, or a close copy with indeterminate contents),
// every value the kernel reads of it is one the device wrote.
//
// The pass first finds the pointers equal to p: p, its casts
// (bitcast, array_to_ptrdecay: they move nothing) and the loads of the
// kernel's pointer variables that hold only p (the front end copies the
// parameter into a local, and each parallel region into another). p's
// memory is reached only as *q or q[i] (cir.ptr_stride) with q one of
// those, used at once as the address of a load or store; anything else
// (a call taking p, an element address stored or passed on, a pointer
// variable whose address is taken) fails the rule.
//
// Then it walks the kernel in program order, naming values
// symbolically. An address is (element type, index), the index an affine
// form (affine.go) over terms: terms are built from constants, block
// arguments (loop induction variables) and pure ops, and a load from one
// of the kernel's scalar variables (an alloca used only by loads and
// stores) is the term last stored there, or one fresh term shared by the
// loads until the next store. A store to p[t] records the address as
// written; a load of p[t] needs it written, or t inside a written range.
// The writes of a block are known to the ops after them in that block
// and in the regions nested there. Writes inside a nested region are
// forgotten after it (an if's branch, a loop's body: they may not have
// run), except for the regions that run once, whole, before the next op:
// a cir.scope, and an omp.parallel, whose end joins its threads (what
// any of them wrote is written for the thread that continues). A region
// that may run several times (a loop, or an op the pass does not know)
// forgets, on entry, the value of every variable stored inside it, so
// that a term of one iteration never matches another's.
//
// Ranges come from loops (loops.go) whose every iteration writes
// p[iv + c] unconditionally, iv the loop's induction variable over
// [lo, hi) with step 1 and c the same in every iteration: the loop
// writes [lo + c, hi + c). A serial cir.for run by one thread makes the
// range known to that thread after the loop; a worksharing loop
// (omp.wsloop) without nowait makes it known to the whole team after its
// implicit barrier. A wsloop with nowait, or a loop distributed over
// teams (omp.distribute: no barrier joins teams inside a kernel), makes
// it known to nobody in the kernel, but it is written when the kernel
// ends, which a later kernel may use. A read that no range or write of
// the kernel covers, with an index the induction variables' ranges bound
// by constants and the kernel's integer parameters (named by position,
// so the host side can read them as what each launch passes), is left
// to the host side; any other read not covered fails the rule ("reads it
// before writing it", with why the loop that writes it does not count,
// when one does).

// verdict is the kernel rule's answer for one parameter: why is "" when
// every read is covered within the kernel or is one of reads; at is the
// op at fault, note a second op the remark points at (the loop that
// writes the array but does not count, when there is one).
type verdict struct {
	why  string
	at   *ir.Operation
	note *ir.Operation
	// reads are the kernel's reads not covered within it, by index
	// ranges over constants and the kernel's integer parameters: an
	// earlier kernel must have written them.
	reads []needed
	// wrote are ranges (over constants and the kernel's integer
	// parameters) every run of the kernel writes whole.
	wrote []interval
}

// needed is one read left to the host side: the range it may read (and
// how a remark shows it), the load, and why the kernel's own writes do
// not cover it.
type needed struct {
	interval
	shown string
	at    *ir.Operation
	why   string
	note  *ir.Operation
}

// kernel applies the rule to parameter index of kernel name, once per
// parameter.
func (a *analysis) kernel(name string, index int) verdict {
	key := kernelParam{name, index}
	if v, ok := a.kernels[key]; ok {
		return *v
	}
	v := a.checkKernel(name, index)
	a.kernels[key] = &v
	return v
}

// kernelWalk is the state of the rule on one kernel parameter.
type kernelWalk struct {
	kernel  string
	ptrs    map[*ir.Value]bool // values equal to the parameter
	slots   map[*ir.Value]bool // pointer variables holding only the parameter
	elems   map[*ir.Value]bool // element addresses q[i] of a pointer q in ptrs
	scalars map[*ir.Value]bool // the kernel's variables followed by value
	terms   map[*ir.Value]string
	fresh   int
	// dep is, for each term, the largest fresh number it is built from:
	// a term with dep at most the counter at a loop's entry names a value
	// the loop does not change.
	dep map[string]int
	// interned gives each pure term a short name, so that terms stay
	// small however deep the expressions that share operands nest.
	interned map[string]string
	affs     map[string]aff
	// ranges bounds the induction variables, by their terms.
	ranges map[string]interval
	// names are the C names of the parameters' terms, for remarks.
	names map[string]string
	// misses says, by element type, why the last loop that wrote the
	// parameter's memory made no range known after it.
	misses map[string]miss
	// cond counts the regions around the walk's position that may not
	// run (branches, loop bodies, unknown ops); wrote is only added to
	// at zero.
	cond  int
	reads []needed
	wrote []interval
	// exits is set when the kernel may leave before its end (a return
	// inside it, a goto): then it reports no ranges as written.
	exits bool
}

// miss is why a loop that writes the array does not make its writes
// known after it.
type miss struct {
	why  string
	loop *ir.Operation
}

// access is one address of the parameter's memory: the element address
// type and the index.
type access struct {
	elem string
	idx  aff
}

func (a access) key() string { return a.elem + "[" + a.idx.String() + "]" }

// state is what is known at one point of the walk.
type state struct {
	written map[string]access // addresses of the parameter's memory written
	spans   []interval        // ranges of it written
	// joined are ranges written by nowait loops: known once a barrier
	// or the end of the parallel region joins the threads. Those from
	// joinedFrom on are the innermost parallel region's.
	joined     []interval
	joinedFrom int
	vars       map[*ir.Value]string // the term each scalar variable holds
}

func newState() *state {
	return &state{written: map[string]access{}, vars: map[*ir.Value]string{}}
}

func (s *state) copy() *state {
	c := &state{written: make(map[string]access, len(s.written)), vars: make(map[*ir.Value]string, len(s.vars)),
		spans: append([]interval(nil), s.spans...), joined: append([]interval(nil), s.joined...), joinedFrom: s.joinedFrom}
	for k, v := range s.written {
		c.written[k] = v
	}
	for k, v := range s.vars {
		c.vars[k] = v
	}
	return c
}

// forget drops the values of the variables in stored.
func (s *state) forget(stored map[*ir.Value]bool) {
	for v := range stored {
		delete(s.vars, v)
	}
}

func (a *analysis) checkKernel(name string, index int) verdict {
	fnOp := a.symbols.Lookup(name)
	fn, ok := cir.AsFunc(fnOp)
	if !ok || fn.IsDeclaration() || index >= len(fn.Arguments()) {
		return verdict{why: fmt.Sprintf("kernel @%s has no body the pass can see", name)}
	}
	w := &kernelWalk{kernel: name, ptrs: map[*ir.Value]bool{}, slots: map[*ir.Value]bool{},
		elems: map[*ir.Value]bool{}, scalars: map[*ir.Value]bool{}, terms: map[*ir.Value]string{},
		dep: map[string]int{}, interned: map[string]string{}, affs: map[string]aff{},
		ranges: map[string]interval{}, misses: map[string]miss{}, names: map[string]string{}}
	if v := w.pointers(fn.Arguments()[index]); v.why != "" {
		return v
	}
	w.nameParams(fn, index)
	fnOp.WalkAll(func(op *ir.Operation) {
		if op.Is(cir.AllocaOpName) && !w.slots[op.Result(0)] && onlyLoadStore(op.Result(0)) {
			w.scalars[op.Result(0)] = true
		}
	})
	w.exits = leavesEarly(fnOp, fn.Entry())
	st := newState()
	if v := w.block(fn.Entry(), st); v.why != "" {
		return v
	}
	w.recordWritten(st)
	if w.exits {
		w.wrote = nil
	}
	return verdict{reads: w.reads, wrote: w.wrote}
}

// nameParams names the kernel's signed integer parameters by their
// position ("arg2"): they are the same value all through the kernel, and
// the host side can find what each launch passes for them, so ranges
// over them (a fill of [0, n)) can be compared between kernels.
func (w *kernelWalk) nameParams(fn cir.FuncOp, index int) {
	for i, arg := range fn.Arguments() {
		if i != index && signedInt(arg.Type()) {
			t := paramTerm(i)
			w.terms[arg] = t
			w.dep[t] = 0
			w.names[t] = paramName(arg, i)
		}
	}
}

// paramName is how remarks show a parameter: the variable the kernel
// copies it into (the C name), else its position.
func paramName(arg *ir.Value, i int) string {
	for u := range arg.Uses() {
		if s, ok := cir.AsStore(u.Owner()); ok && u.Index() == 0 && isAlloca(s.Addr()) {
			if n := allocaName(s.Addr()); n != "?" {
				return n
			}
		}
	}
	return "parameter " + strconv.Itoa(i)
}

// show writes a for a remark, parameters by name.
func (w *kernelWalk) show(a aff) string {
	b := aff{c: a.c, coef: map[string]int64{}}
	for t, k := range a.coef {
		if n, ok := w.names[t]; ok {
			t = n
		}
		b.coef[t] += k
	}
	return strings.ReplaceAll(b.String(), "%", "")
}

// paramTerm is the term of kernel parameter i.
func paramTerm(i int) string { return paramPrefix + strconv.Itoa(i) }

const paramPrefix = "arg"

// paramOnly reports whether a's atoms are all kernel parameters, so that
// a means the same at every point of the kernel and the host can say
// what it is for a launch.
func paramOnly(a aff) bool {
	for t := range a.coef {
		if !strings.HasPrefix(t, paramPrefix) {
			return false
		}
	}
	return true
}

// leavesEarly reports whether the kernel may leave before the end of its
// entry block: a return elsewhere, or a goto (which may jump over code).
func leavesEarly(fnOp *ir.Operation, entry *ir.Block) bool {
	early := false
	fnOp.WalkAll(func(op *ir.Operation) {
		switch {
		case op.Is(cir.ReturnOpName) && op != entry.Last():
			early = true
		case op.Is(cir.GotoOpName), op.Is(cir.LabelOpName):
			early = true
		}
	})
	return early
}

// recordWritten adds the constant ranges and addresses st knows written
// to the kernel's written ranges, at a point every run of the kernel
// reaches (for each team, or for the whole kernel).
func (w *kernelWalk) recordWritten(st *state) {
	if w.cond > 0 {
		return
	}
	for _, s := range st.spans {
		if paramOnly(s.lo) && paramOnly(s.hi) {
			w.wrote = append(w.wrote, s)
		}
	}
	for _, k := range sortedKeys(st.written) {
		acc := st.written[k]
		if !paramOnly(acc.idx) {
			continue
		}
		if next, ok := acc.idx.plus(1, constAff(1)); ok {
			w.wrote = append(w.wrote, interval{acc.elem, acc.idx, next})
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// onlyLoadStore reports whether the variable at v is only loaded and
// stored to, so no other pointer reaches it.
func onlyLoadStore(v *ir.Value) bool {
	for u := range v.Uses() {
		o := u.Owner()
		if !o.Is(cir.LoadOpName) && !(o.Is(cir.StoreOpName) && u.Index() == 1) {
			return false
		}
	}
	return true
}

// pointers finds the values equal to p, p's pointer variables and the
// element addresses, and checks that each is used only as the rule
// allows.
func (w *kernelWalk) pointers(p *ir.Value) verdict {
	fail := func(at *ir.Operation, format string, args ...any) verdict {
		return verdict{why: fmt.Sprintf("kernel @%s ", w.kernel) + fmt.Sprintf(format, args...), at: at}
	}
	work := []*ir.Value{p}
	w.ptrs[p] = true
	add := func(v *ir.Value) {
		if !w.ptrs[v] {
			w.ptrs[v] = true
			work = append(work, v)
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for u := range v.Uses() {
			o := u.Owner()
			switch {
			case o.Is(cir.CastOpName):
				c, _ := cir.AsCast(o)
				if k := c.Kind(); k != cir.CastBitcast && k != cir.CastArrayToPtrDecay {
					return fail(o, "converts its pointer with a '%s' cast", k)
				}
				add(o.Result(0))
			case o.Is(cir.PtrStrideOpName) && u.Index() == 0:
				e := o.Result(0)
				for eu := range e.Uses() {
					eo := eu.Owner()
					if !eo.Is(cir.LoadOpName) && !(eo.Is(cir.StoreOpName) && eu.Index() == 1) {
						return fail(eo, "uses the address of an element of it other than to load or store")
					}
				}
				w.elems[e] = true
			case o.Is(cir.LoadOpName), o.Is(cir.StoreOpName) && u.Index() == 1, o.Is(cir.CmpOpName):
			case o.Is(cir.StoreOpName):
				s, _ := cir.AsStore(o)
				slot := s.Addr()
				if !isAlloca(slot) {
					return fail(o, "stores its pointer into memory the pass cannot follow")
				}
				if w.slots[slot] {
					continue
				}
				w.slots[slot] = true
				for su := range slot.Uses() {
					so := su.Owner()
					switch {
					case so.Is(cir.LoadOpName):
						add(so.Result(0))
					case so.Is(cir.StoreOpName) && su.Index() == 1:
					default:
						return fail(so, "takes the address of its pointer variable '%s'", allocaName(slot))
					}
				}
			case o.Is(cir.CallOpName):
				c, _ := cir.AsCall(o)
				callee, ok := c.Callee()
				if !ok {
					return fail(o, "passes it to an indirect call")
				}
				return fail(o, "passes it to @%s, which the pass does not analyse", callee)
			default:
				return fail(o, "uses it in '%s', which the pass cannot follow", o.Name())
			}
		}
	}
	// A pointer variable must hold nothing but p, for its loads to be p.
	for slot := range w.slots {
		for u := range slot.Uses() {
			if s, ok := cir.AsStore(u.Owner()); ok && u.Index() == 1 && !w.ptrs[s.Value()] {
				return fail(s.Operation, "assigns another pointer to its variable '%s'", allocaName(slot))
			}
		}
	}
	return verdict{}
}

// addr returns the access a load or store's address makes, when it is in
// the parameter's memory; *q is q[0].
func (w *kernelWalk) addr(v *ir.Value) (access, bool) {
	if w.ptrs[v] {
		return access{ir.TypeString(v.Type()), constAff(0)}, true
	}
	if w.elems[v] {
		s, _ := cir.AsPtrStride(v.DefiningOp())
		return access{ir.TypeString(v.Type()), w.aff(s.Stride())}, true
	}
	return access{}, false
}

// term returns v's symbolic name; a value the walk has not named (none
// should remain) is a name of its own.
func (w *kernelWalk) term(v *ir.Value) string {
	if t, ok := w.terms[v]; ok {
		return t
	}
	return w.opaque(v)
}

// opaque names v as equal only to itself.
func (w *kernelWalk) opaque(v *ir.Value) string {
	t := w.atom()
	w.terms[v] = t
	return t
}

// atom returns a new term, equal to no other.
func (w *kernelWalk) atom() string {
	w.fresh++
	t := "v" + strconv.Itoa(w.fresh)
	w.dep[t] = w.fresh
	return t
}

// invariant reports whether every atom of a but skip names a value that
// did not change since the fresh counter was at since.
func (w *kernelWalk) invariant(a aff, since int, skip string) bool {
	for t := range a.coef {
		if t != skip && w.dep[t] > since {
			return false
		}
	}
	return true
}

// block walks b's ops in order; the first load of the parameter's memory
// the rule cannot accept fails it.
func (w *kernelWalk) block(b *ir.Block, st *state) verdict {
	for _, arg := range b.Arguments() {
		if _, named := w.terms[arg]; !named {
			w.opaque(arg)
		}
	}
	for op := range b.Ops() {
		switch {
		case op.Is(cir.LoadOpName):
			if v := w.load(op, st); v.why != "" {
				return v
			}
			continue
		case op.Is(cir.StoreOpName):
			s, _ := cir.AsStore(op)
			if acc, ok := w.addr(s.Addr()); ok {
				st.written[acc.key()] = acc
			} else if w.scalars[s.Addr()] {
				st.vars[s.Addr()] = w.term(s.Value())
				// The form of the stored value stays with its term, for
				// the loads that get it.
				w.aff(s.Value())
			}
			continue
		}
		if op.Is(omp.BarrierOpName) {
			// The team's threads all arrive: what its nowait loops wrote
			// is written for each.
			st.spans = append(st.spans, st.joined[st.joinedFrom:]...)
		}
		if op.NumRegions() > 0 {
			if v := w.nested(op, st); v.why != "" {
				return v
			}
			continue
		}
		if ir.IsMemoryEffectFree(op) {
			for i, r := range op.Results() {
				w.terms[r] = w.pure(op, i)
			}
			continue
		}
		for _, r := range op.Results() {
			w.opaque(r)
		}
	}
	return verdict{}
}

// load names a load's result and, when it reads the parameter's memory,
// checks that the read is covered or leaves it to the host side.
func (w *kernelWalk) load(op *ir.Operation, st *state) verdict {
	l, _ := cir.AsLoad(op)
	acc, ok := w.addr(l.Addr())
	if !ok {
		if w.scalars[l.Addr()] {
			t, known := st.vars[l.Addr()]
			if !known {
				t = w.opaque(op.Result(0))
				st.vars[l.Addr()] = t
			}
			w.terms[op.Result(0)] = t
		} else {
			w.opaque(op.Result(0))
		}
		return verdict{}
	}
	w.opaque(op.Result(0))
	if w.covered(acc, st) {
		return verdict{}
	}
	why, note := w.uncovered(acc, st)
	if lo, hi, ok := w.paramBounds(acc.idx); ok {
		shown := "[" + w.show(lo) + ", " + w.show(hi) + ")"
		w.reads = append(w.reads, needed{interval{acc.elem, lo, hi}, shown, op, why, note})
		return verdict{}
	}
	return verdict{why: why, at: op, note: note}
}

// covered reports whether the kernel wrote acc before, as the thread at
// this point knows.
func (w *kernelWalk) covered(acc access, st *state) bool {
	if _, ok := st.written[acc.key()]; ok {
		return true
	}
	for _, s := range st.spans {
		if s.elem == acc.elem && w.inside(acc.idx, s) {
			return true
		}
	}
	return false
}

// uncovered says why a read of acc is not covered: the generic reason,
// and what the writes the kernel made lack.
func (w *kernelWalk) uncovered(acc access, st *state) (string, *ir.Operation) {
	why := fmt.Sprintf("kernel @%s reads it before writing it", w.kernel)
	if m, ok := w.misses[acc.elem]; ok {
		return why + ": " + m.why, m.loop
	}
	for _, s := range st.spans {
		if s.elem != acc.elem {
			continue
		}
		if lo, hi, ok := w.constBounds(acc.idx); ok && s.lo.isConst() && s.hi.isConst() {
			return why + fmt.Sprintf(": it wrote [%d, %d) of it first, and the read may be at [%d, %d)", s.lo.c, s.hi.c, lo, hi), nil
		}
		return why + ": the read's index is not provably inside the range it wrote first", nil
	}
	return why, nil
}

// nested walks an op with regions.
func (w *kernelWalk) nested(op *ir.Operation, st *state) verdict {
	if isLoopWrapper(op) {
		if ln, ok := loopNestOf(op); ok {
			return w.workshare(op, ln, st)
		}
	}
	if op.Is(cir.ForOpName) {
		if loop, ok := w.canonicalFor(op, st); ok {
			return w.serialFor(loop, st)
		}
	}
	stored := w.storedIn(op)
	loop := loopLike(op)
	conditional := !runsOnce(op)
	if conditional {
		w.cond++
	}
	var last *state
	for _, r := range op.Regions() {
		for i, nb := range r.Blocks() {
			inner := st.copy()
			if loop || i > 0 {
				inner.forget(stored)
			}
			if op.Is(omp.ParallelOpName) {
				inner.joinedFrom = len(inner.joined)
			}
			if v := w.block(nb, inner); v.why != "" {
				return v
			}
			last = inner
		}
	}
	if conditional {
		w.cond--
	}
	st.forget(stored)
	for _, r := range op.Results() {
		w.opaque(r)
	}
	if last == nil || op.NumRegions() != 1 || op.Region(0).NumBlocks() != 1 {
		return verdict{}
	}
	switch op.Name() {
	case cir.ScopeOpName:
		// The region ran whole before the next op: what it wrote is
		// written.
		st.written, st.spans, st.joined = last.written, last.spans, last.joined
	case omp.ParallelOpName:
		// What any thread wrote, the join orders before the thread that
		// continues, the writes of nowait loops included.
		st.written, st.spans = last.written, append(last.spans, last.joined[last.joinedFrom:]...)
	case omp.TeamsOpName:
		// Every team ran it: written by the kernel's end, not known to
		// the code after it (teams do not join inside the kernel).
		w.recordWritten(last)
	}
	return verdict{}
}

// pure names result i of an op without memory effects by the op, its
// attributes and its operands' names.
func (w *kernelWalk) pure(op *ir.Operation, i int) string {
	var sb strings.Builder
	sb.WriteString(op.Name())
	sb.WriteByte('{')
	for _, a := range op.Attrs() {
		sb.WriteString(a.Name)
		sb.WriteByte('=')
		sb.WriteString(ir.AttrString(a.Value))
		sb.WriteByte(',')
	}
	sb.WriteString("}(")
	dep := 0
	for _, v := range op.Operands() {
		t := w.term(v)
		dep = max(dep, w.dep[t])
		sb.WriteString(t)
		sb.WriteByte(',')
	}
	sb.WriteString("):")
	sb.WriteString(ir.TypeString(op.Result(i).Type()))
	sb.WriteByte('#')
	sb.WriteString(strconv.Itoa(i))
	t, ok := w.interned[sb.String()]
	if !ok {
		t = "p" + strconv.Itoa(len(w.interned))
		w.interned[sb.String()] = t
		w.dep[t] = dep
	}
	return t
}

// storedIn returns the scalar variables stored in op's regions.
func (w *kernelWalk) storedIn(op *ir.Operation) map[*ir.Value]bool {
	out := map[*ir.Value]bool{}
	op.WalkAll(func(o *ir.Operation) {
		if s, ok := cir.AsStore(o); ok && w.scalars[s.Addr()] {
			out[s.Addr()] = true
		}
	})
	return out
}
