package omplowering

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// EntryAlloca returns a fresh stack slot of type t in the entry block of
// the function around the construct: a slot made there is allocated once
// even when the construct sits in a loop.
func (e *Emitter) EntryAlloca(t ir.Type) (*ir.Value, error) {
	fn := e.anchorOp().ParentOfKind(llvm.FuncOpName)
	if fn == nil {
		return nil, e.Errorf("'%s' must be inside an llvm.func", e.Construct.Name())
	}
	b := ir.NewBuilder(e.B.Ctx)
	b.SetInsertionPointToStart(llvm.FuncOp{Operation: fn}.Body().First())
	loc := e.Construct.Loc()
	one := llvm.NewIntConstant(b, ir.IntType(64), 1, loc)
	return llvm.NewAlloca(b, t, one, 0, loc).Result(0), nil
}

// copyFunction is one copyprivate variable and its copy function, which
// copies the variable at its second argument into the one at its first
// (upstream MLIR's convention: copy(dst, src)).
type copyFunction struct {
	variable *ir.Value
	name     string
	typ      llvm.FuncType
}

// copyFunctions returns the single's copyprivate variables and their copy
// functions.
func (e *Emitter) copyFunctions() ([]copyFunction, error) {
	s, ok := omp.AsSingle(e.Construct)
	if !ok {
		return nil, e.Errorf("copyprivate applies to omp.single")
	}
	m, err := e.Module()
	if err != nil {
		return nil, err
	}
	vars, syms := s.CopyprivateVars(), s.CopyprivateSyms()
	if len(vars) != len(syms) {
		return nil, e.Errorf("%d copyprivate variables but %d copy functions", len(vars), len(syms))
	}
	out := make([]copyFunction, len(vars))
	for i, v := range vars {
		fn, ok := llvm.AsFunc(lookupSymbol(m, syms[i]))
		if !ok {
			return nil, e.Errorf("the copy function '@%s' of copyprivate variable %d is not an llvm.func", syms[i], i)
		}
		ft := fn.Type()
		if len(ft.Params()) != 2 || ft.Params()[0] != v.Type() || ft.Params()[1] != v.Type() {
			return nil, e.Errorf("the copy function '@%s' must take two arguments of the variable's type %s, not %s", syms[i], ir.TypeString(v.Type()), ir.TypeString(ft))
		}
		out[i] = copyFunction{variable: v, name: syms[i], typ: ft}
	}
	return out, nil
}

// emitIf builds `if cond { then() }` at the builder, which it leaves
// after the conditional code.
func (e *Emitter) emitIf(cond *ir.Value, then func() error) error {
	loc := e.Construct.Loc()
	head, cont := e.SplitBlock()
	thenB := ir.NewBlock(nil, nil)
	head.Parent().InsertBefore(cont, thenB)
	e.B.SetInsertionPointToEnd(head)
	llvm.NewCondBr(e.B, cond, thenB, nil, cont, nil, loc)
	e.B.SetInsertionPointToEnd(thenB)
	if err := then(); err != nil {
		return err
	}
	llvm.NewBr(e.B, cont, nil, loc)
	e.B.SetInsertionPointBefore(e.anchorOp())
	return nil
}

// emitSingleCopyBody is single_copy_body(start, end), libgomp's
// copyprivate protocol: start() returns null on the one thread that runs
// the body, which then publishes the addresses of the copyprivate
// variables with end(list); on the other threads it returns that list,
// and each variable is copied from it with its copy function. The
// barrier that keeps the list alive until every thread has copied is the
// spec's (post).
func emitSingleCopyBody(e *Emitter, args []dsl.Value) error {
	if err := e.functionNames("single_copy_body", args); err != nil {
		return err
	}
	copies, err := e.copyFunctions()
	if err != nil {
		return err
	}
	loc := e.Construct.Loc()
	call, err := e.Call(args[0].Str, nil, llvm.Ptr)
	if err != nil {
		return err
	}
	published := call.Result(0)
	null := llvm.NewNull(e.B, loc).Result(0)
	first := llvm.NewICmp(e.B, llvm.ICmpEQ, published, null, loc).Result(0)
	list := llvm.ArrayType{Elem: llvm.Ptr, Len: int64(len(copies))}
	slot, err := e.EntryAlloca(list)
	if err != nil {
		return err
	}
	publish := func() error {
		for i, c := range copies {
			addr := llvm.NewGEP(e.B, list, slot, []llvm.GEPIndex{{Const: 0}, {Const: int32(i)}}, loc).Result(0)
			llvm.NewStore(e.B, c.variable, addr, 8, false, loc)
		}
		_, err := e.Call(args[1].Str, []*ir.Value{slot}, nil)
		return err
	}
	if err := e.InlineBody(first, publish); err != nil {
		return err
	}
	others := llvm.NewICmp(e.B, llvm.ICmpNE, published, null, loc).Result(0)
	return e.emitIf(others, func() error {
		for i, c := range copies {
			addr := llvm.NewGEP(e.B, list, published, []llvm.GEPIndex{{Const: 0}, {Const: int32(i)}}, loc).Result(0)
			src := llvm.NewLoad(e.B, llvm.Ptr, addr, 8, false, loc).Result(0)
			llvm.NewCall(e.B, c.name, c.typ, []*ir.Value{c.variable, src}, loc)
		}
		return nil
	})
}

// copyprivateDataSize is the cpy_size argument of __kmpc_copyprivate: the
// data passed is the variable's address.
const copyprivateDataSize = 8

// emitCopyprivate is copyprivate(fn), libomp's protocol after a
// guarded_body: per copyprivate variable, fn(ident, global_tid, size,
// variable, copy_function, did_it), where did_it is 1 on the thread that
// ran the body. The runtime publishes that thread's address, waits for
// the team, and the others call copy_function(their variable, its).
func emitCopyprivate(e *Emitter, args []dsl.Value) error {
	if args[0].Kind != dsl.ValString {
		return e.Errorf("copyprivate expects the runtime function's name as a string, found %s", args[0])
	}
	if e.didIt == nil {
		return e.Errorf("copyprivate needs the single's body lowered first by guarded_body, which records the thread that ran it")
	}
	copies, err := e.copyFunctions()
	if err != nil {
		return err
	}
	ident, gtid, err := e.identAndTID()
	if err != nil {
		return err
	}
	loc := e.Construct.Loc()
	didIt := llvm.NewLoad(e.B, ir.IntType(32), e.didIt, 4, false, loc).Result(0)
	size := llvm.NewIntConstant(e.B, ir.IntType(64), copyprivateDataSize, loc)
	for _, c := range copies {
		fn := llvm.NewAddressOf(e.B, c.name, loc).Result(0)
		if _, err := e.Call(args[0].Str, []*ir.Value{ident, gtid, size, c.variable, fn, didIt}, nil); err != nil {
			return err
		}
	}
	return nil
}
