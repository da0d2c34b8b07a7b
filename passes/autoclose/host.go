package autoclose

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/ir"
)

// The host side. For a map(alloc) entry of a host function the pass finds
// the array's identity (its root: a malloc, calloc or aligned_alloc call,
// or a local variable of the function), follows every pointer to it
// through the function (casts, element addresses, pointer variables that
// hold only it) and requires:
//
//   - the pointer goes nowhere the pass cannot see: not to a call other
//     than free, not into memory other than the function's own pointer
//     variables, not returned, and no pointer variable's address is taken;
//     a parameter or a global is refused outright, since the caller or
//     another function could read it afterwards;
//   - every entry that maps the array in the function (the candidate, and
//     the entries of other constructs, implicit ones included) belongs to
//     target or target data, not enter/exit data or update, whose other
//     end the pass cannot pair; no launch passes the array twice (two
//     kernel parameters would alias, one of them in the device copy);
//   - every kernel launched with one of those entries passes the kernel
//     rule (kernel.go) for that parameter: if every device read of the
//     array reads what the device wrote first (the same thread, a loop
//     the reader's thread or team saw complete, or an earlier kernel of
//     the same data environment: earlier.go), it makes no difference
//     which memory the kernel sees;
//   - no host load of the array can execute after the candidate's
//     data_begin: it must come before it in the same straight-line
//     structured code, with no loop around both (a loop around the
//     construct brings any load of the function after it). Host stores
//     are harmless: the device never reads what it did not write (and
//     earlier.go refuses one between a kernel that writes and one that
//     reads what it wrote).
//
// Together: every value read of the array, by the host or the device, is
// the same whether the device used a close copy or the host's memory.

// analysis is the state of one run over a module.
type analysis struct {
	symbols *ir.SymbolTableOf
	// kernels memoizes the kernel rule per kernel parameter.
	kernels map[kernelParam]*verdict
	// hostVars names the host variables assigned once whose values
	// launches pass to kernels (earlier.go), in the order first seen.
	hostVars map[*ir.Value]string
}

// kernelParam names one pointer parameter of one kernel.
type kernelParam struct {
	kernel string
	index  int
}

// reason is why an entry keeps no close: the remark's text, the op it
// is about (a note "here") and a second op to point at (nil for none).
type reason struct {
	why  string
	at   *ir.Operation
	note *ir.Operation
}

// object is what the host function does with one array.
type object struct {
	name    string
	why     string        // "" when the array's identity is known
	whyAt   *ir.Operation // the op the reason is about
	values  map[*ir.Value]bool
	entries []offload.MapOp
	reads   []*ir.Operation // host loads from the array
	stores  map[*ir.Operation]bool
}

// function decides the candidate entries of one host function, in the
// order they appear.
func (a *analysis) function(fn cir.FuncOp) []decision {
	var cands []offload.MapOp
	fn.Operation.WalkAll(func(op *ir.Operation) {
		if m, ok := offload.AsMap(op); ok && candidate(m) {
			cands = append(cands, m)
		}
	})
	objects := map[*ir.Operation]*object{}
	var out []decision
	for _, m := range cands {
		name := m.VarName()
		if name == "" {
			name = "the array"
		}
		root, why, at := rootOf(m.Base(), fn, name)
		if why != "" {
			out = append(out, decision{m, remarkAt(m, name, reason{why: why, at: at})})
			continue
		}
		obj := objects[root]
		if obj == nil {
			obj = follow(root, name)
			objects[root] = obj
		}
		if r := a.decide(m, obj); r.why != "" {
			out = append(out, decision{m, remarkAt(m, name, r)})
			continue
		}
		out = append(out, decision{entry: m})
	}
	return out
}

// remarkAt is the remark on entry m: why it keeps no close, with a note
// at the op the reason is about and one at the loop that writes the
// array without its writes counting, when there is one.
func remarkAt(m offload.MapOp, name string, r reason) *ir.Diagnostic {
	d := m.Remarkf("map(alloc) of '%s' kept without close: %s", name, r.why)
	if r.at != nil && r.at != m.Operation {
		d.AttachNote(r.at.Loc(), "here")
	}
	if r.note != nil {
		d.AttachNote(r.note.Loc(), "the loop that writes it")
	}
	return d
}

// isAllocator reports whether the C function name returns a new object
// that no other pointer reaches.
func isAllocator(name string) bool {
	switch name {
	case "malloc", "calloc", "aligned_alloc":
		return true
	}
	return false
}

// rootOf finds the op that creates the object v points into: an
// allocator call, or an alloca of fn. why says what stops the search.
func rootOf(v *ir.Value, fn cir.FuncOp, name string) (root *ir.Operation, why string, at *ir.Operation) {
	for depth := 0; depth < 64; depth++ {
		def := v.DefiningOp()
		if def == nil {
			return nil, fmt.Sprintf("it comes from a parameter of @%s, whose callers may read it afterwards", fn.Name()), nil
		}
		switch {
		case def.Is(cir.CastOpName):
			c, _ := cir.AsCast(def)
			if k := c.Kind(); k != cir.CastBitcast && k != cir.CastArrayToPtrDecay {
				return nil, fmt.Sprintf("it comes from a '%s' cast the pass cannot follow", k), def
			}
			v = c.Src()
		case def.Is(cir.PtrStrideOpName):
			s, _ := cir.AsPtrStride(def)
			v = s.Base()
		case def.Is(cir.AllocaOpName):
			return def, "", nil
		case def.Is(cir.CallOpName):
			c, _ := cir.AsCall(def)
			if callee, ok := c.Callee(); ok && isAllocator(callee) {
				return def, "", nil
			}
			return nil, "it comes from a call the pass cannot see", def
		case def.Is(cir.GetGlobalOpName):
			return nil, "it is a global, which other functions may read", def
		case def.Is(cir.LoadOpName):
			l, _ := cir.AsLoad(def)
			slot := l.Addr()
			if !isAlloca(slot) {
				return nil, "its pointer is loaded from memory the pass cannot follow", def
			}
			var stored *ir.Value
			for u := range slot.Uses() {
				o := u.Owner()
				switch {
				case o.Is(cir.LoadOpName):
				case o.Is(cir.StoreOpName) && u.Index() == 1:
					s, _ := cir.AsStore(o)
					if stored != nil && stored != s.Value() {
						return nil, fmt.Sprintf("the pointer variable '%s' is assigned more than once", allocaName(slot)), o
					}
					stored = s.Value()
				case o.Is(offload.MapOpName) && offload.MapOp{Operation: o}.Attach() == slot:
				default:
					return nil, fmt.Sprintf("the address of the pointer variable '%s' is taken", allocaName(slot)), o
				}
			}
			if stored == nil {
				return nil, fmt.Sprintf("the pointer variable '%s' is never assigned", allocaName(slot)), def
			}
			v = stored
		default:
			return nil, fmt.Sprintf("it comes from '%s', which the pass cannot follow", def.Name()), def
		}
	}
	return nil, "its pointer is computed too deep for the pass", nil
}

func isAlloca(v *ir.Value) bool { return v.DefiningOp() != nil && v.DefiningOp().Is(cir.AllocaOpName) }

func allocaName(v *ir.Value) string {
	a, _ := cir.AsAlloca(v.DefiningOp())
	if n := a.VarName(); n != "" {
		return n
	}
	return "?"
}

// follow finds every pointer to the object root creates, the entries that
// map it, the host loads from it, and the first use that lets it escape.
func follow(root *ir.Operation, name string) *object {
	obj := &object{name: name, values: map[*ir.Value]bool{}, stores: map[*ir.Operation]bool{}}
	seenEntry := map[*ir.Operation]bool{}
	slots := map[*ir.Value]bool{}
	var work []*ir.Value
	add := func(v *ir.Value) {
		if !obj.values[v] {
			obj.values[v] = true
			work = append(work, v)
		}
	}
	escape := func(why string, at *ir.Operation) {
		if obj.why == "" {
			obj.why, obj.whyAt = why, at
		}
	}
	// slot follows a pointer variable that holds a pointer to the object:
	// loads from it are pointers to it.
	slot := func(s *ir.Value) {
		if slots[s] {
			return
		}
		slots[s] = true
		for u := range s.Uses() {
			o := u.Owner()
			switch {
			case o.Is(cir.LoadOpName):
				add(o.Result(0))
			case o.Is(cir.StoreOpName) && u.Index() == 1:
			case o.Is(offload.MapOpName) && offload.MapOp{Operation: o}.Attach() == s:
			case o.Is(offload.MapOpName):
				escape(fmt.Sprintf("the pointer variable '%s' is itself mapped", allocaName(s)), o)
			default:
				escape(fmt.Sprintf("the address of the pointer variable '%s' is taken", allocaName(s)), o)
			}
		}
	}
	add(root.Result(0))
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for u := range v.Uses() {
			o := u.Owner()
			switch {
			case o.Is(cir.CastOpName):
				c, _ := cir.AsCast(o)
				switch c.Kind() {
				case cir.CastBitcast, cir.CastArrayToPtrDecay:
					add(o.Result(0))
				case cir.CastPtrToInt:
					// The map sizes are address differences; an integer
					// does not reach memory without a cast back, which
					// strata's front end makes only from int_to_ptr.
				default:
					escape(fmt.Sprintf("a pointer to it goes through a '%s' cast", c.Kind()), o)
				}
			case o.Is(cir.PtrStrideOpName) && u.Index() == 0, o.Is(cir.GetMemberOpName):
				add(o.Result(0))
			case o.Is(cir.LoadOpName):
				obj.reads = append(obj.reads, o)
			case o.Is(cir.StoreOpName) && u.Index() == 1:
				// A host write: the device reads nothing it did not write,
				// but a kernel that reads what an earlier one wrote must
				// not have a host write in between (earlierWrites).
				obj.stores[o] = true
			case o.Is(cir.StoreOpName):
				s, _ := cir.AsStore(o)
				if !isAlloca(s.Addr()) {
					escape("a pointer to it is stored into memory the pass cannot follow", o)
					continue
				}
				slot(s.Addr())
			case o.Is(cir.CallOpName):
				c, _ := cir.AsCall(o)
				if callee, ok := c.Callee(); ok && callee == "free" {
					continue
				} else if ok {
					escape(fmt.Sprintf("it escapes to a call of @%s, which the pass cannot see", callee), o)
				} else {
					escape("it escapes to an indirect call", o)
				}
			case o.Is(cir.CmpOpName):
			case o.Is(offload.MapOpName):
				if !seenEntry[o] {
					seenEntry[o] = true
					obj.entries = append(obj.entries, offload.MapOp{Operation: o})
				}
			case o.Is(offload.TranslateOpName):
				escape("use_device_ptr gives the host its device address", o)
			default:
				escape(fmt.Sprintf("a pointer to it is used by '%s', which the pass cannot follow", o.Name()), o)
			}
		}
	}
	return obj
}

// decide applies the rules to candidate m of object obj; it returns why
// not, a reason with why "" when close is safe.
func (a *analysis) decide(m offload.MapOp, obj *object) reason {
	if obj.why != "" {
		return reason{why: obj.why, at: obj.whyAt}
	}
	var begin *ir.Operation
	for u := range m.Result(0).Uses() {
		if o := u.Owner(); o.Is(offload.DataBeginOpName) {
			begin = o
		}
	}
	for _, e := range obj.entries {
		for u := range e.Result(0).Uses() {
			o := u.Owner()
			switch {
			case o.Is(offload.EnterDataOpName), o.Is(offload.ExitDataOpName), o.Is(offload.UpdateOpName):
				return reason{why: fmt.Sprintf("it is also mapped by '%s', whose other end the pass does not pair", o.Name()), at: o}
			case o.Is(offload.DeviceAddrOpName):
				return reason{why: "use_device_addr gives the host its device address", at: o}
			case o.Is(offload.LaunchOpName):
				l, _ := offload.AsLaunch(o)
				if r := a.launch(l, obj); r.why != "" {
					return r
				}
			}
		}
	}
	if begin == nil {
		return reason{why: "it is not mapped by a target or target data construct"}
	}
	for _, r := range obj.reads {
		if !before(r, begin) {
			return reason{why: fmt.Sprintf("the host reads '%s' after the data environment begins, where it may see what the device wrote", obj.name), at: r}
		}
	}
	return reason{}
}

// launch checks the kernel rule for the argument of l that maps obj, and
// that earlier kernels wrote what the kernel reads without writing.
func (a *analysis) launch(l offload.LaunchOp, obj *object) reason {
	index, twice := argIndex(l, obj)
	if twice {
		return reason{why: fmt.Sprintf("the launch of @%s passes it twice", l.Callee()), at: l.Operation}
	}
	if index < 0 {
		return reason{}
	}
	v := a.kernel(l.Callee(), index)
	if v.why != "" {
		return reason{why: v.why, at: v.at, note: v.note}
	}
	if len(v.reads) > 0 {
		return a.earlierWrites(l, obj, v.reads)
	}
	return reason{}
}

// argIndex returns the index of l's argument that maps obj, -1 for
// none; twice says two do.
func argIndex(l offload.LaunchOp, obj *object) (index int, twice bool) {
	index = -1
	for i, arg := range l.Args() {
		m, ok := offload.AsMap(arg.DefiningOp())
		if !ok || !isEntryOf(m, obj) {
			continue
		}
		if index >= 0 {
			return index, true
		}
		index = i
	}
	return index, false
}

func isEntryOf(m offload.MapOp, obj *object) bool {
	for _, e := range obj.entries {
		if e.Operation == m.Operation {
			return true
		}
	}
	return false
}

// before reports whether op executes only before begin, never after it:
// op and begin sit, through their ancestors, in the same single-block
// region, op's ancestor first, and no op around that block may run it
// again (a loop, or an op the pass does not know).
func before(op, begin *ir.Operation) bool {
	beginAnc := map[*ir.Block]*ir.Operation{}
	for x := begin; x != nil && x.Block() != nil; x = x.ParentOp() {
		beginAnc[x.Block()] = x
		if x.Is(cir.FuncOpName) {
			break
		}
	}
	x := op
	for x != nil && x.Block() != nil {
		if y, ok := beginAnc[x.Block()]; ok {
			if x == y || !x.IsBeforeInBlock(y) {
				return false
			}
			for b := x.Block(); b != nil; {
				if b.Parent().NumBlocks() != 1 {
					return false
				}
				p := b.ParentOp()
				if p == nil || p.Is(cir.FuncOpName) {
					return true
				}
				if loopLike(p) {
					return false
				}
				b = p.Block()
			}
			return false
		}
		x = x.ParentOp()
	}
	return false
}
