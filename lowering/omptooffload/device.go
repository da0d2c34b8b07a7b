package omptooffload

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/ir"
)

// The names the device code adds.
const (
	// DeviceSuffix ends the name of a function's device clone.
	DeviceSuffix = ".omp_device"
	// RefSuffix ends the name of a device global's reference pointer.
	RefSuffix = ".omp_ref"
	// DeclareTargetAttr is the front end's mark of declare-target
	// functions and globals: "to" or "link".
	DeclareTargetAttr = "omp.declare_target"
)

// device holds the state of making the device code: the functions whose
// bodies are device code still to rewrite, the device clones and the
// reference pointers made so far, and the device globals in the order
// their reference pointers were made.
type device struct {
	l        *lowering
	worklist []*ir.Operation
	clones   map[string]string // host function -> its device clone
	refs     map[string]string // global -> its reference pointer
	globals  []offload.EntryAttr
}

// deviceCode makes the device side of the module: a device clone of every
// declare-target function and of every function device code calls, a
// reference pointer for every declare-target global and every global
// device code names, and the rewriting of the kernels' and the clones'
// bodies to use them. It returns the globals' entries.
func (l *lowering) deviceCode() ([]offload.EntryAttr, error) {
	d := &device{l: l, clones: map[string]string{}, refs: map[string]string{}}
	for _, k := range l.kernels {
		d.worklist = append(d.worklist, l.symbols.Lookup(k))
	}
	// The declare-target symbols, in module order, so that the clones and
	// the entries come out in a deterministic order.
	var marked []*ir.Operation
	for op := range l.module.Region(0).First().Ops() {
		if op.HasAttr(DeclareTargetAttr) {
			marked = append(marked, op)
		}
	}
	for _, op := range marked {
		if fn, ok := cir.AsFunc(op); ok {
			d.clone(fn)
		} else if g, ok := cir.AsGlobal(op); ok {
			d.ref(g)
		}
	}
	for i := 0; i < len(d.worklist); i++ {
		if err := d.rewrite(d.worklist[i]); err != nil {
			return nil, err
		}
	}
	return d.globals, nil
}

// clone returns the name of fn's device clone, making it (after fn) when
// there is none yet. A declaration's clone is a declaration too: another
// translation unit defines it, as it defines fn.
func (d *device) clone(fn cir.FuncOp) string {
	if fn.HasAttr(offload.KernelAttrName) || fn.HasAttr(offload.DeviceAttrName) {
		return fn.Name()
	}
	if name, ok := d.clones[fn.Name()]; ok {
		return name
	}
	c := fn.Clone(ir.NewMapping())
	c.SetAttr(ir.SymbolNameAttr, ir.Str(fn.Name()+DeviceSuffix))
	c.RemoveAttr(DeclareTargetAttr)
	c.SetAttr(offload.DeviceAttrName, ir.Unit)
	name := d.l.symbols.InsertBefore(c, fn.Next())
	d.clones[fn.Name()] = name
	if !fn.IsDeclaration() {
		d.worklist = append(d.worklist, c)
	}
	return name
}

// ref returns the name of g's reference pointer, making it (after g)
// when there is none yet, with g's entry. The pointer is not a constant
// global: the runtime points it at the device copy, and a load from a
// constant global would fold to its initializer.
func (d *device) ref(g cir.GlobalOp) string {
	if name, ok := d.refs[g.Name()]; ok {
		return name
	}
	pt := cir.PtrTo(g.SymType())
	b := ir.NewBuilder(g.Context())
	r := cir.NewGlobal(b, g.Name()+RefSuffix, pt, cir.GlobalViewAttr{Type: pt, Symbol: g.Name()}, cir.InternalLinkage, false, g.Loc())
	r.SetAttr(offload.RefPointerAttrName, ir.Unit)
	name := d.l.symbols.InsertBefore(r.Operation, g.Next())
	d.refs[g.Name()] = name
	if s, _ := g.Attr(DeclareTargetAttr).(ir.StringAttr); s.Value == "link" {
		// Not registered: the runtime gives every registered global a
		// device copy of its own for the program's lifetime, which a
		// link global must not have (a construct's map of it would find
		// that copy present and move nothing). Kernels reach it through
		// the construct's map entry (the front end maps it); the
		// reference pointer keeps the host address (see the package
		// comment).
		return name
	}
	d.globals = append(d.globals, offload.EntryAttr{Kind: offload.EntryGlobal, Symbol: g.Name(), Ref: name})
	return name
}

// rewrite makes the body of fn, a kernel or a device clone, device code:
// a call of a function with a body (or a declare-target declaration)
// calls its device clone, and the address of a global is read from its
// reference pointer. A global that is not declare target gets a
// reference pointer too: the device reaches it as if it were (see the
// package comment). Calls of other declarations (the C library) stay.
func (d *device) rewrite(fn *ir.Operation) error {
	var uses []*ir.Operation
	fn.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Is(cir.CallOpName) || op.Is(cir.GetGlobalOpName) {
			uses = append(uses, op)
		}
		return ir.Advance
	})
	for _, op := range uses {
		if call, ok := cir.AsCall(op); ok {
			callee, direct := call.Callee()
			if !direct {
				continue
			}
			if f, ok := cir.AsFunc(d.l.symbols.Lookup(callee)); ok && (!f.IsDeclaration() || f.HasAttr(DeclareTargetAttr)) {
				op.SetAttr(cir.CalleeAttr, ir.SymbolRef(d.clone(f)))
			}
			continue
		}
		gg, _ := cir.AsGetGlobal(op)
		switch target := d.l.symbols.Lookup(gg.Name()); {
		case target == nil:
			return op.Errorf("refers to '%s', which is not in the module", gg.Name())
		case target.Is(cir.FuncOpName):
			// The address of a function: its device clone's, so that an
			// indirect call in device code stays in device code.
			if f, _ := cir.AsFunc(target); !f.IsDeclaration() || f.HasAttr(DeclareTargetAttr) {
				op.SetAttr("name", ir.SymbolRef(d.clone(f)))
			}
		case target.Is(cir.GlobalOpName):
			g, _ := cir.AsGlobal(target)
			ref := d.ref(g)
			b := ir.NewBuilder(op.Context())
			b.SetInsertionPointBefore(op)
			pt := cir.PtrTo(g.SymType())
			addr := cir.NewGetGlobal(b, ref, cir.PtrTo(pt), op.Loc()).Result(0)
			p := cir.NewLoad(b, addr, false, op.Loc()).Result(0)
			if want := op.Result(0).Type(); want != ir.Type(pt) {
				p = cir.NewCast(b, cir.CastBitcast, p, want, op.Loc()).Result(0)
			}
			op.Result(0).ReplaceAllUsesWith(p)
			op.Erase()
		}
	}
	return nil
}
