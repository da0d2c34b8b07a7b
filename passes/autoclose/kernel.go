package autoclose

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
)

// The kernel rule, for one pointer parameter p of one kernel: every load
// from p's memory must be preceded, in the same thread's straight-line
// code, by a store to the same address. Then whatever memory p points
// to (the host's, or a close copy with indeterminate contents), every
// value the kernel reads of it is one the kernel itself wrote.
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
// symbolically: an address is (element type, index term); index terms
// are built from constants, block arguments (loop induction variables)
// and pure ops, and a load from one of the kernel's scalar variables
// (an alloca used only by loads and stores) is the term last stored
// there, or one fresh term shared by the loads until the next store.
// Other values are terms of their own. A store to p[t] records the
// address as written; a load of p[t] needs it written. The writes of a
// block are known to the ops after them in that block and in the regions
// nested there; writes inside a nested region (a loop's body, an if's
// branch) are forgotten after it, since they may not have run. A region
// that may run several times (a loop, or an op the pass does not know)
// forgets, on entry, the value of every variable stored inside it, so
// that a term of one iteration never matches another's.
//
// So it accepts a[i] written then read in the same loop body with the
// same index expression, or a[0] written before a loop that reads it;
// it refuses a read of data the kernel did not write first (404.lbm's
// source grid), or written by another iteration or thread (whose order
// the pass does not prove).

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
	// interned gives each pure term a short name, so that terms stay
	// small however deep the expressions that share operands nest.
	interned map[string]string
}

// state is what is known at one point of the walk.
type state struct {
	written map[string]bool      // addresses of the parameter's memory written
	vars    map[*ir.Value]string // the term each scalar variable holds
}

func (s state) copy() state {
	c := state{written: make(map[string]bool, len(s.written)), vars: make(map[*ir.Value]string, len(s.vars))}
	for k, v := range s.written {
		c.written[k] = v
	}
	for k, v := range s.vars {
		c.vars[k] = v
	}
	return c
}

func (a *analysis) checkKernel(name string, index int) verdict {
	fnOp := a.symbols.Lookup(name)
	fn, ok := cir.AsFunc(fnOp)
	if !ok || fn.IsDeclaration() || index >= len(fn.Arguments()) {
		return verdict{why: fmt.Sprintf("kernel @%s has no body the pass can see", name)}
	}
	w := &kernelWalk{kernel: name, ptrs: map[*ir.Value]bool{}, slots: map[*ir.Value]bool{},
		elems: map[*ir.Value]bool{}, scalars: map[*ir.Value]bool{}, terms: map[*ir.Value]string{}, interned: map[string]string{}}
	if v := w.pointers(fn.Arguments()[index]); v.why != "" {
		return v
	}
	fnOp.WalkAll(func(op *ir.Operation) {
		if op.Is(cir.AllocaOpName) && !w.slots[op.Result(0)] && onlyLoadStore(op.Result(0)) {
			w.scalars[op.Result(0)] = true
		}
	})
	return w.block(fn.Entry(), state{written: map[string]bool{}, vars: map[*ir.Value]string{}})
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

// addr returns the symbolic address of a load or store's address, when it
// is in the parameter's memory.
func (w *kernelWalk) addr(v *ir.Value) (string, bool) {
	if w.ptrs[v] {
		return "*" + ir.TypeString(v.Type()), true
	}
	if w.elems[v] {
		s, _ := cir.AsPtrStride(v.DefiningOp())
		return ir.TypeString(v.Type()) + "[" + w.term(s.Stride()) + "]", true
	}
	return "", false
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
	w.fresh++
	t := "v" + strconv.Itoa(w.fresh)
	w.terms[v] = t
	return t
}

// block walks b's ops in order; the first load of the parameter's memory
// not written before fails the rule.
func (w *kernelWalk) block(b *ir.Block, st state) verdict {
	for _, arg := range b.Arguments() {
		w.opaque(arg)
	}
	for op := range b.Ops() {
		switch {
		case op.Is(cir.LoadOpName):
			l, _ := cir.AsLoad(op)
			if key, ok := w.addr(l.Addr()); ok {
				if !st.written[key] {
					return verdict{why: fmt.Sprintf("kernel @%s reads it before writing it", w.kernel), at: op}
				}
				w.opaque(op.Result(0))
			} else if w.scalars[l.Addr()] {
				t, ok := st.vars[l.Addr()]
				if !ok {
					t = w.opaque(op.Result(0))
					st.vars[l.Addr()] = t
				}
				w.terms[op.Result(0)] = t
			} else {
				w.opaque(op.Result(0))
			}
			continue
		case op.Is(cir.StoreOpName):
			s, _ := cir.AsStore(op)
			if key, ok := w.addr(s.Addr()); ok {
				st.written[key] = true
			} else if w.scalars[s.Addr()] {
				st.vars[s.Addr()] = w.term(s.Value())
			}
			continue
		}
		if op.NumRegions() > 0 {
			stored := w.storedIn(op)
			loop := loopLike(op)
			for _, r := range op.Regions() {
				for i, nb := range r.Blocks() {
					inner := st.copy()
					if loop || i > 0 {
						for v := range stored {
							delete(inner.vars, v)
						}
					}
					if v := w.block(nb, inner); v.why != "" {
						return v
					}
				}
			}
			for v := range stored {
				delete(st.vars, v)
			}
			for _, r := range op.Results() {
				w.opaque(r)
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
	for _, v := range op.Operands() {
		sb.WriteString(w.term(v))
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
