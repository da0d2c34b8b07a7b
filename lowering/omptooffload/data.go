package omptooffload

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
)

// lowerTargetData replaces omp.target_data with its region's code between
// an offload.data_begin and an offload.data_end. The region's block
// arguments get the device addresses: use_device_addr(a) the device
// address of a (offload.device_addr of a's entry when the construct maps
// a whole, else offload.translate of a's address), use_device_ptr(p) a
// new local holding the device address of p's value (offload.translate),
// which the region reads in p's place.
func (l *lowering) lowerTargetData(td omp.TargetDataOp) error {
	body, err := constructBody(td.Operation)
	if err != nil {
		return err
	}
	loc := td.Loc()
	b := ir.NewBuilder(td.Context())
	b.SetInsertionPointBefore(td.Operation)
	mb := newMapBuilder(b, loc)
	if err := mb.addAll(td.Operation, td.MapVars()); err != nil {
		return err
	}
	env, err := l.envClauses(b, td.Operation, td.Device(), td.IfExpr())
	if err != nil {
		return err
	}
	begin := offload.NewDataBegin(b, env, mb.order, loc)

	addrs, ptrs := td.UseDeviceAddrVars(), td.UseDevicePtrVars()
	if len(addrs)+len(ptrs) != body.NumArguments() {
		return td.Errorf("expected one region argument per use_device_addr and use_device_ptr operand")
	}
	for i, a := range addrs {
		var dev *ir.Value
		if m := wholeEntryOf(td.MapVars(), mb, a); m != nil {
			dev = offload.NewDeviceAddr(b, begin.Env(), m, a.Type(), loc).Result(0)
		} else {
			dev = offload.NewTranslate(b, a, env.Device, loc).Result(0)
		}
		body.Argument(i).ReplaceAllUsesWith(dev)
	}
	for i, p := range ptrs {
		pt, ok := p.Type().(cir.PointerType)
		if !ok || !cir.IsPointer(pt.Pointee) {
			return td.Errorf("use_device_ptr operand #%d of type '%s' is not the address of a pointer", i, ir.TypeString(p.Type()))
		}
		hostPtr := cir.NewLoad(b, p, false, loc).Result(0)
		dev := offload.NewTranslate(b, hostPtr, env.Device, loc).Result(0)
		name := "use_device_ptr"
		if a, ok := cir.AsAlloca(p.DefiningOp()); ok {
			name = a.VarName()
		}
		slot, err := entryAlloca(td.Operation, pt.Pointee, name)
		if err != nil {
			return err
		}
		cir.NewStore(b, dev, slot, false, loc)
		body.Argument(len(addrs) + i).ReplaceAllUsesWith(slot)
	}
	for op := body.First(); op != nil && !op.Is(omp.TerminatorOpName); {
		next := op.Next()
		op.MoveBefore(td.Operation)
		op = next
	}
	offload.NewDataEnd(b, begin.Env(), loc)
	td.Erase()
	return nil
}

// wholeEntryOf returns the entry of the map among infos that maps all of
// the variable at addr (no section), nil when there is none: addr and
// var_ptr are one value, or addresses of one global.
func wholeEntryOf(infos []*ir.Value, mb *mapBuilder, addr *ir.Value) *ir.Value {
	for _, v := range infos {
		info, _ := omp.AsMapInfo(v.DefiningOp())
		if len(info.Bounds()) == 0 && sameAddress(info.VarPtr(), addr) {
			return mb.entries[v]
		}
	}
	return nil
}

// sameAddress reports whether a and b are known to be one address: the
// same value, or cir.get_global of the same symbol.
func sameAddress(a, b *ir.Value) bool {
	if a == b {
		return true
	}
	ga, okA := cir.AsGetGlobal(a.DefiningOp())
	gb, okB := cir.AsGetGlobal(b.DefiningOp())
	return okA && okB && ga.Name() == gb.Name() && a.Type() == b.Type()
}

// entryAlloca creates a cir.alloca of t at the start of the entry block
// of the function around op, where the front end keeps its locals, so
// that a construct in a loop does not grow the stack.
func entryAlloca(op *ir.Operation, t ir.Type, name string) (*ir.Value, error) {
	fnOp := op.ParentOfKind(cir.FuncOpName)
	if fnOp == nil {
		return nil, op.Errorf("is not in a cir.func: the offload lowering works on cir, as the C front end makes it")
	}
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPointToStart(cir.FuncOp{Operation: fnOp}.Entry())
	return cir.NewAlloca(b, t, name, 0, op.Loc()).Result(0), nil
}

// lowerDataMotion replaces omp.target_enter_data, omp.target_exit_data
// and omp.target_update with their offload counterparts.
func (l *lowering) lowerDataMotion(op *ir.Operation, name string) error {
	c := omp.Clauses{Operation: op}
	loc := op.Loc()
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPointBefore(op)
	mb := newMapBuilder(b, loc)
	if err := mb.addAll(op, c.MapVars()); err != nil {
		return err
	}
	env, err := l.envClauses(b, op, c.Device(), c.IfExpr())
	if err != nil {
		return err
	}
	depends, err := dependClauses(op, c)
	if err != nil {
		return err
	}
	offload.NewDataMotion(b, name, env, mb.order, offload.Async{Nowait: c.Nowait(), Depends: depends}, loc)
	op.Erase()
	return nil
}
