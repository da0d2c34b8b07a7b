// Package omplowering is the DSL-declared OpenMP lowering (docs/dsl.md,
// docs/omp-lowering.md): the passes --omp-to-omp-lower, --omp-outline and
// --omp-lower-plan, and the registry of emit primitives specs name.
package omplowering

import (
	"fmt"
	"strings"

	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// corePrimitives returns the primitives of parallel regions,
// synchronization constructs and tasks.
func corePrimitives() []Primitive {
	schema := dsl.DefaultSchema()
	prim := func(name string, emit func(*Emitter, []dsl.Value) error) Primitive {
		return Primitive{Info: *schema.Primitives[name], Emit: emit}
	}
	return []Primitive{
		prim("ident", emitIdent),
		prim("global_tid", emitGlobalTid),
		prim("privatize", emitPrivatize),
		prim("inline_body", func(e *Emitter, _ []dsl.Value) error { return e.InlineBody(nil, nil) }),
		prim("guarded_body", emitGuardedBody),
		prim("thread_filter_body", emitThreadFilterBody),
		prim("fork_if", emitForkIf),
		prim("critical_lock", emitCriticalLock),
		prim("atomic", emitAtomic),
		prim("task_alloc", emitTaskAlloc),
		prim("single_copy_body", emitSingleCopyBody),
		prim("copyprivate", emitCopyprivate),
		prim("depend_array", emitDependArray),
		prim("undeferred_if", emitUndeferredIf),
	}
}

// IdentFlags is the default flags word of an ident_t: KMP_IDENT_KMPC.
const IdentFlags = 2

// emitIdent binds ident to a source-location descriptor, libomp's ident_t
// { i32 0, i32 flags, i32 0, i32 strlen, ptr ";file;func;line;col;;" },
// one global per distinct content.
func emitIdent(e *Emitter, args []dsl.Value) error {
	flags := int64(IdentFlags)
	if len(args) == 1 {
		if args[0].Kind != dsl.ValInt {
			return e.Errorf("ident's flags must be a number, not %s", args[0])
		}
		flags = args[0].Int
	}
	v, err := e.identGlobal(flags)
	if err != nil {
		return err
	}
	e.SetVar("ident", v)
	return nil
}

// identGlobal returns the address of the ident_t of the construct.
func (e *Emitter) identGlobal(flags int64) (*ir.Value, error) {
	m, err := e.Module()
	if err != nil {
		return nil, err
	}
	file, line, col := "unknown", 0, 0
	if l, ok := ir.FileLineCol(e.Construct.Loc()); ok {
		file, line, col = l.File(), l.Line(), l.Col()
	}
	fn := "unknown"
	if f := e.anchorOp().ParentOfKind(llvm.FuncOpName); f != nil {
		fn, _ = ir.SymbolName(f)
	}
	psource := fmt.Sprintf(";%s;%s;%d;%d;;", file, fn, line, col)
	key := fmt.Sprintf("%d%s", flags, psource)
	loc := e.Construct.Loc()
	if e.shared != nil {
		if name, ok := e.shared.idents[key]; ok {
			return llvm.NewAddressOf(e.B, name, loc).Result(0), nil
		}
	}
	str, err := e.StringGlobal(psource)
	if err != nil {
		return nil, err
	}
	strName := str.DefiningOp().Attr(llvm.GlobalNameAttr).(ir.SymbolRefAttr).Leaf()
	str.DefiningOp().Erase()
	i32 := ir.IntType(32)
	t := llvm.LiteralStruct(e.B.Ctx, []ir.Type{i32, i32, i32, i32, llvm.Ptr}, false)
	name := uniqueName(m, ".omp.ident")
	b := ir.NewBuilder(e.B.Ctx)
	b.SetInsertionPointToStart(m.Region(0).First())
	g := llvm.NewGlobal(b, name, t, llvm.Private, llvm.GlobalOptions{Constant: true, Alignment: 8}, loc)
	blk := b.CreateBlock(g.Region(0), nil, nil)
	b.SetInsertionPointToEnd(blk)
	agg := llvm.NewUndef(b, t, loc).Result(0)
	for i, n := range []int64{0, flags, 0, int64(len(psource))} {
		c := llvm.NewIntConstant(b, i32, n, loc)
		agg = llvm.NewInsertValue(b, agg, c, []int64{int64(i)}, loc).Result(0)
	}
	addr := llvm.NewAddressOf(b, strName, loc).Result(0)
	agg = llvm.NewInsertValue(b, agg, addr, []int64{4}, loc).Result(0)
	llvm.NewReturn(b, []*ir.Value{agg}, loc)
	if e.shared != nil {
		e.shared.idents[key] = name
	}
	return llvm.NewAddressOf(e.B, name, loc).Result(0), nil
}

// anchorOp returns the op actions are built before.
func (e *Emitter) anchorOp() *ir.Operation {
	if e.anchor != nil {
		return e.anchor
	}
	return e.Construct
}

// functionNames checks that the arguments of the primitive prim are all
// runtime function names (strings).
func (e *Emitter) functionNames(prim string, args []dsl.Value) error {
	for _, a := range args {
		if a.Kind != dsl.ValString {
			return e.Errorf("%s expects function names as strings, found %s", prim, a)
		}
	}
	return nil
}

// identAndTID returns libomp's source-location descriptor and the global
// thread id, emitting them first if no earlier action did.
func (e *Emitter) identAndTID() (ident, gtid *ir.Value, err error) {
	if ident, err = e.needVar("ident"); err != nil {
		return nil, nil, err
	}
	if gtid, err = e.needVar("global_tid"); err != nil {
		return nil, nil, err
	}
	return ident, gtid, nil
}

// outlinedBody returns the context variable body, the address of the
// function --omp-outline made, and that function. prim names the
// primitive asking, for the error when the plan has no outlined body
// (a plan written by hand may lack it, or mark something else).
func (e *Emitter) outlinedBody(prim string) (*ir.Value, llvm.FuncOp, error) {
	body, ok := e.Var("body")
	if !e.Outlined() || !ok {
		return nil, llvm.FuncOp{}, e.Errorf("%s needs an outlined body (outline_signature)", prim)
	}
	var name ir.SymbolRefAttr
	ok = false
	if addr := body.DefiningOp(); addr != nil && addr.Is(llvm.AddressOfOpName) {
		name, ok = addr.Attr(llvm.GlobalNameAttr).(ir.SymbolRefAttr)
	}
	if !ok {
		return nil, llvm.FuncOp{}, e.Errorf("the outlined body must be the address of a function ('llvm.mlir.addressof')")
	}
	m, err := e.Module()
	if err != nil {
		return nil, llvm.FuncOp{}, err
	}
	fn, ok := llvm.AsFunc(lookupSymbol(m, name.Leaf()))
	if !ok {
		return nil, llvm.FuncOp{}, e.Errorf("the outlined body '%s' is not a function", name.Leaf())
	}
	return body, fn, nil
}

// needVar returns the variable name, running the primitive that binds it
// (ident, global_tid) when the spec did not.
func (e *Emitter) needVar(name string) (*ir.Value, error) {
	if v, ok := e.Var(name); ok {
		return v, nil
	}
	switch name {
	case "ident":
		if err := emitIdent(e, nil); err != nil {
			return nil, err
		}
	case "global_tid":
		if err := emitGlobalTid(e, nil); err != nil {
			return nil, err
		}
	}
	return e.Arg(dsl.Value{Kind: dsl.ValVar, Str: name}, nil)
}

// emitGlobalTid binds global_tid to the global thread id. Inside a
// microtask --omp-outline made (a function marked GtidArgAttr) it is the
// value the runtime passed, loaded from the marked parameter, as Clang
// reads it; elsewhere (the sequential part of a function, an orphaned
// construct, a task entry) it is the result of global_tid_function
// (ident).
func emitGlobalTid(e *Emitter, _ []dsl.Value) error {
	gtid, ok, err := e.microtaskGtid()
	if err != nil {
		return err
	}
	if ok {
		e.SetVar("global_tid", gtid)
		return nil
	}
	fn := "__kmpc_global_thread_num"
	if _, ok := e.Property("global_tid_function"); ok {
		s, err := e.StringProperty("global_tid_function")
		if err != nil {
			return err
		}
		fn = s
	}
	ident, err := e.needVar("ident")
	if err != nil {
		return err
	}
	call, err := e.Call(fn, []*ir.Value{ident}, ir.IntType(32))
	if err != nil {
		return err
	}
	e.SetVar("global_tid", call.Result(0))
	return nil
}

// microtaskGtid returns the global thread id of the microtask the
// construct is in: `llvm.load` (i32, align 4) of the function's
// GtidArgAttr parameter at the start of its entry block, built once per
// function and reused by every construct of it, however deeply nested
// (a loop body). ok is false when the enclosing function is no marked
// microtask. The mark is IR a user may write: one that is not an
// integer, or does not name a pointer parameter, is an error.
func (e *Emitter) microtaskGtid() (gtid *ir.Value, ok bool, err error) {
	fn, isFunc := llvm.AsFunc(e.anchorOp().ParentOfKind(llvm.FuncOpName))
	if !isFunc || fn.Attr(GtidArgAttr) == nil || fn.IsDeclaration() {
		return nil, false, nil
	}
	name := fn.Name()
	mark, isInt := fn.Attr(GtidArgAttr).(ir.IntegerAttr)
	entry := fn.Body().First()
	if !isInt {
		return nil, false, e.Errorf("the '%s' mark of '%s' must be an integer (the index of its global thread id parameter)", GtidArgAttr, name)
	}
	idx := mark.Int64()
	if idx < 0 || idx >= int64(entry.NumArguments()) || entry.Argument(int(idx)).Type() != ir.Type(llvm.Ptr) {
		return nil, false, e.Errorf("the '%s' mark of '%s' is %d, which is not one of its pointer parameters", GtidArgAttr, name, idx)
	}
	arg := entry.Argument(int(idx))
	for op := range entry.Ops() {
		if op.Is(llvm.LoadOpName) && op.Operand(0) == arg && op.Result(0).Type() == ir.Type(ir.IntType(32)) && op.Attr(llvm.VolatileAttr) == nil {
			// Kept first so that it dominates every use, whatever was
			// put at the start of the block since it was built.
			if first := entry.First(); first != op {
				op.MoveBefore(first)
			}
			return op.Result(0), true, nil
		}
	}
	b := ir.NewBuilder(e.B.Ctx)
	b.SetInsertionPointToStart(entry)
	return llvm.NewLoad(b, ir.IntType(32), arg, 4, false, e.Construct.Loc()).Result(0), true, nil
}

// emitPrivatize makes the private copies of a construct that stays in
// place (single, say). Outlined constructs got theirs from --omp-outline,
// in the outlined function.
func emitPrivatize(e *Emitter, _ []dsl.Value) error {
	if e.Outlined() {
		return nil
	}
	return e.privatizeInPlace()
}

// privatizeInPlace replaces the entry block arguments of the construct's
// region (its private variables) by fresh copies made before it.
func (e *Emitter) privatizeInPlace() error {
	op := e.Construct
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return nil
	}
	entry := op.Region(0).First()
	if entry.NumArguments() == 0 {
		return nil
	}
	c := omp.Clauses{Operation: op}
	vars, syms := c.PrivateVars(), c.PrivateSyms()
	if len(syms) != entry.NumArguments() {
		return e.Errorf("'%s' has %d entry block arguments but %d private variables", op.Name(), entry.NumArguments(), len(syms))
	}
	loc := op.Loc()
	for i, sym := range syms {
		priv, ok := omp.AsPrivate(ir.LookupNearestSymbolFrom(op, ir.SymbolRef(sym)))
		if !ok {
			return e.Errorf("'@%s' is not a privatizer", sym)
		}
		e.privates = append(e.privates, privatizer{op: priv, orig: vars[i]})
		one := llvm.NewIntConstant(e.B, ir.IntType(64), 1, loc)
		slot := llvm.NewAlloca(e.B, priv.Type(), one, 0, loc).Result(0)
		if init := priv.InitRegion(); !init.Empty() {
			v, err := inlineYieldingRegion(e.B, init, []*ir.Value{vars[i], slot})
			if err != nil {
				return priv.Errorf("%v", err)
			}
			slot = v
		}
		if priv.IsFirstprivate() {
			val := llvm.NewLoad(e.B, priv.Type(), vars[i], 0, false, loc).Result(0)
			llvm.NewStore(e.B, val, slot, 0, false, loc)
		}
		entry.Argument(i).ReplaceAllUsesWith(slot)
		e.privateCopies = append(e.privateCopies, slot)
	}
	for entry.NumArguments() > 0 {
		entry.EraseArgument(entry.NumArguments() - 1)
	}
	return nil
}

// InlineBody puts the construct's body in place of it. With cond, the body
// runs only when cond is true; atExit, when set, builds what runs at the
// end of the body, on every path out of it (a runtime's end call). The
// builder is left after the body.
func (e *Emitter) InlineBody(cond *ir.Value, atExit func() error) error {
	if e.Outlined() {
		return e.Errorf("the body was outlined and cannot be inlined")
	}
	op := e.Construct
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return e.Errorf("'%s' has no body to inline", op.Name())
	}
	if err := e.privatizeInPlace(); err != nil {
		return err
	}
	// The private copies' dealloc regions run where the body ends.
	if len(e.privates) > 0 {
		end := atExit
		atExit = func() error {
			if err := runDeallocs(e.B, e.privates, e.privateCopies); err != nil {
				return err
			}
			if end != nil {
				return end()
			}
			return nil
		}
	}
	region := op.Region(0)
	loc := op.Loc()
	anchor := e.anchorOp()
	e.bodyDone = true
	if cond == nil && region.NumBlocks() == 1 {
		for _, inner := range opsOf(region.First()) {
			if inner.Is(omp.TerminatorOpName) {
				inner.Erase()
				continue
			}
			inner.MoveBefore(anchor)
		}
		e.B.SetInsertionPointBefore(anchor)
		if atExit != nil {
			return atExit()
		}
		return nil
	}
	head, cont := e.SplitBlock()
	parent := head.Parent()
	blocks := append([]*ir.Block(nil), region.Blocks()...)
	for _, blk := range blocks {
		region.RemoveBlock(blk)
		parent.InsertBefore(cont, blk)
	}
	e.B.SetInsertionPointToEnd(head)
	if cond != nil {
		llvm.NewCondBr(e.B, cond, blocks[0], nil, cont, nil, loc)
	} else {
		llvm.NewBr(e.B, blocks[0], nil, loc)
	}
	for _, blk := range blocks {
		t := blk.Last()
		if t == nil || !t.Is(omp.TerminatorOpName) {
			continue
		}
		e.B.SetInsertionPointBefore(t)
		if atExit != nil {
			if err := atExit(); err != nil {
				return err
			}
		}
		llvm.NewBr(e.B, cont, nil, t.Loc())
		t.Erase()
	}
	e.B.SetInsertionPointBefore(anchor)
	return nil
}

// callArgs materializes a list value (`[ident, global_tid]`) as call
// arguments.
func (e *Emitter) callArgs(v dsl.Value) ([]*ir.Value, error) {
	if v.Kind != dsl.ValList {
		return nil, e.Errorf("expected a list of arguments, found %s", v)
	}
	return e.Args(v.Elems)
}

// emitGuardedBody is guarded_body(start, [args], end, [args]): the body
// runs when start(args) returns non-zero, and end(args) runs at its end,
// inside the guard. The start function's result is read as its low byte:
// a C bool (GOMP_single_start) or an int that is 0 or 1 (__kmpc_single,
// __kmpc_master), which on every C ABI strata targets share that byte.
func emitGuardedBody(e *Emitter, args []dsl.Value) error {
	var start, end string
	var startArgs, endArgs dsl.Value
	startArgs.Kind, endArgs.Kind = dsl.ValList, dsl.ValList
	i := 0
	next := func(what string) (string, error) {
		if i >= len(args) || args[i].Kind != dsl.ValString {
			return "", e.Errorf("guarded_body expects the %s function's name as a string", what)
		}
		i++
		return args[i-1].Str, nil
	}
	var err error
	if start, err = next("start"); err != nil {
		return err
	}
	if i < len(args) && args[i].Kind == dsl.ValList {
		startArgs = args[i]
		i++
	}
	if i < len(args) {
		if end, err = next("end"); err != nil {
			return err
		}
		if i < len(args) && args[i].Kind == dsl.ValList {
			endArgs = args[i]
		}
	}
	sargs, err := e.callArgs(startArgs)
	if err != nil {
		return err
	}
	loc := e.Construct.Loc()
	i8 := ir.IntType(8)
	call, err := e.Call(start, sargs, i8)
	if err != nil {
		return err
	}
	zero := llvm.NewIntConstant(e.B, i8, 0, loc)
	cond := llvm.NewICmp(e.B, llvm.ICmpNE, call.Result(0), zero, loc).Result(0)
	var atExit func() error
	if end != "" {
		atExit = func() error {
			eargs, err := e.callArgs(endArgs)
			if err != nil {
				return err
			}
			_, err = e.Call(end, eargs, nil)
			return err
		}
	}
	// A single with copyprivate records in did_it whether this thread
	// ran the body, for the copyprivate primitive after it.
	if s, ok := omp.AsSingle(e.Construct); ok && len(s.CopyprivateVars()) > 0 {
		i32 := ir.IntType(32)
		slot, err := e.EntryAlloca(i32)
		if err != nil {
			return err
		}
		llvm.NewStore(e.B, llvm.NewIntConstant(e.B, i32, 0, loc), slot, 4, false, loc)
		e.didIt = slot
		end := atExit
		atExit = func() error {
			llvm.NewStore(e.B, llvm.NewIntConstant(e.B, i32, 1, loc), slot, 4, false, loc)
			if end != nil {
				return end()
			}
			return nil
		}
	}
	return e.InlineBody(cond, atExit)
}

// noCopyprivate rejects copyprivate for a primitive that cannot broadcast
// the variables (thread_filter_body: no thread knows it ran the body
// alone, and no runtime call publishes the values).
func (e *Emitter) noCopyprivate(prim string) error {
	if s, ok := omp.AsSingle(e.Construct); ok && len(s.CopyprivateVars()) > 0 {
		return e.Errorf("%s cannot broadcast copyprivate variables; lower the single with single_copy_body, or guarded_body and copyprivate", prim)
	}
	return nil
}

// emitThreadFilterBody is thread_filter_body(tid_function, filter): the
// body runs on the thread whose tid_function() equals filter.
func emitThreadFilterBody(e *Emitter, args []dsl.Value) error {
	if args[0].Kind != dsl.ValString {
		return e.Errorf("thread_filter_body expects the thread id function's name as a string, found %s", args[0])
	}
	i32 := ir.IntType(32)
	call, err := e.Call(args[0].Str, nil, i32)
	if err != nil {
		return err
	}
	filter, err := e.Arg(args[1], i32)
	if err != nil {
		return err
	}
	cond := llvm.NewICmp(e.B, llvm.ICmpEQ, call.Result(0), filter, e.Construct.Loc()).Result(0)
	if err := e.noCopyprivate("thread_filter_body"); err != nil {
		return err
	}
	return e.InlineBody(cond, nil)
}

// emitForkIf is fork_if(fork, serialized_begin, serialized_end): when
// if_clause holds, fork(ident, num_captures, body, captures...); else
// serialized_begin(ident, global_tid), the outlined body called on this
// thread (with pointers to the global thread id and to a zero bound
// thread id for a microtask), serialized_end(ident, global_tid).
func emitForkIf(e *Emitter, args []dsl.Value) error {
	if err := e.functionNames("fork_if", args); err != nil {
		return err
	}
	body, fn, err := e.outlinedBody("fork_if")
	if err != nil {
		return err
	}
	cond, err := e.Arg(dsl.Value{Kind: dsl.ValVar, Str: "if_clause"}, nil)
	if err != nil {
		return err
	}
	ident, gtid, err := e.identAndTID()
	if err != nil {
		return err
	}
	captures, _ := e.VarList("captures")
	numCaptures, err := e.Arg(dsl.Value{Kind: dsl.ValVar, Str: "num_captures"}, nil)
	if err != nil {
		return err
	}
	loc := e.Construct.Loc()
	head, cont := e.SplitBlock()
	parent := head.Parent()
	forkB, serialB := ir.NewBlock(nil, nil), ir.NewBlock(nil, nil)
	parent.InsertBefore(cont, forkB)
	parent.InsertBefore(cont, serialB)
	e.B.SetInsertionPointToEnd(head)
	llvm.NewCondBr(e.B, cond, forkB, nil, serialB, nil, loc)

	e.B.SetInsertionPointToEnd(forkB)
	if _, err := e.CallVarArg(args[0].Str, append([]*ir.Value{ident, numCaptures, body}, captures...), 3, nil); err != nil {
		return err
	}
	llvm.NewBr(e.B, cont, nil, loc)

	e.B.SetInsertionPointToEnd(serialB)
	if _, err := e.Call(args[1].Str, []*ir.Value{ident, gtid}, nil); err != nil {
		return err
	}
	ft := fn.Type()
	var callArgs []*ir.Value
	if len(ft.Params()) == len(captures)+2 {
		one := llvm.NewIntConstant(e.B, ir.IntType(64), 1, loc)
		tid := llvm.NewAlloca(e.B, ir.IntType(32), one, 4, loc).Result(0)
		btid := llvm.NewAlloca(e.B, ir.IntType(32), one, 4, loc).Result(0)
		llvm.NewStore(e.B, gtid, tid, 4, false, loc)
		llvm.NewStore(e.B, llvm.NewIntConstant(e.B, ir.IntType(32), 0, loc), btid, 4, false, loc)
		callArgs = append([]*ir.Value{tid, btid}, captures...)
	} else if env, ok := e.Var("env_ptr"); ok && len(ft.Params()) == 1 {
		callArgs = []*ir.Value{env}
	} else {
		return e.Errorf("fork_if cannot call an outlined body of type %s", ir.TypeString(ft))
	}
	llvm.NewCall(e.B, fn.Name(), ft, callArgs, loc)
	if _, err := e.Call(args[2].Str, []*ir.Value{ident, gtid}, nil); err != nil {
		return err
	}
	llvm.NewBr(e.B, cont, nil, loc)
	e.B.SetInsertionPointBefore(e.anchorOp())
	return nil
}

// DefaultCriticalLockName is the lock symbol of a critical section,
// {name} standing for its name: Clang's spelling.
const DefaultCriticalLockName = ".gomp_critical_user_{name}.var"

// emitCriticalLock is critical_lock([symbol]): it binds lock to the
// critical section's lock, a zeroed global of lock_size bytes per
// critical name. The global has common linkage, as GCC and Clang give
// it, so every translation unit (and every compiler) using the name
// shares one lock; the symbol is the argument with {name} replaced by the
// critical's name (empty for an unnamed critical), Clang's
// ".gomp_critical_user_{name}.var" by default (GCC's is
// ".gomp_critical_user_{name}").
func emitCriticalLock(e *Emitter, args []dsl.Value) error {
	size := int64(32)
	if v, ok := e.Property("lock_size"); ok && v.Kind == dsl.ValInt {
		size = v.Int
	}
	if size <= 0 {
		return e.Errorf("lock_size must be positive, not %d", size)
	}
	pattern := DefaultCriticalLockName
	if len(args) == 1 {
		if args[0].Kind != dsl.ValString || args[0].Str == "" {
			return e.Errorf("critical_lock expects the lock's symbol name as a string, found %s", args[0])
		}
		pattern = args[0].Str
	}
	c, _ := omp.AsCritical(e.Construct)
	crit := ""
	if c.Operation != nil {
		crit = c.Name()
	}
	m, err := e.Module()
	if err != nil {
		return err
	}
	name := strings.ReplaceAll(pattern, "{name}", crit)
	loc := e.Construct.Loc()
	t := llvm.ArrayType{Elem: ir.IntType(8), Len: size}
	if size%4 == 0 {
		t = llvm.ArrayType{Elem: ir.IntType(32), Len: size / 4}
	}
	if g := lookupSymbol(m, name); g == nil {
		b := ir.NewBuilder(e.B.Ctx)
		b.SetInsertionPointToStart(m.Region(0).First())
		g := llvm.NewGlobal(b, name, t, llvm.Common, llvm.GlobalOptions{Alignment: 8}, loc)
		blk := b.CreateBlock(g.Region(0), nil, nil)
		b.SetInsertionPointToEnd(blk)
		llvm.NewReturn(b, []*ir.Value{llvm.NewZero(b, t, loc).Result(0)}, loc)
	} else if gv, ok := llvm.AsGlobal(g); !ok || gv.Type() != ir.Type(t) {
		return e.Errorf("the lock '%s' of critical '%s' clashes with another symbol of that name", name, crit)
	}
	e.SetVar("lock", llvm.NewAddressOf(e.B, name, loc).Result(0))
	return nil
}

// memoryOrdering maps an OpenMP memory order to an LLVM ordering; relaxed
// or absent is monotonic.
func memoryOrdering(order string) llvm.AtomicOrdering {
	switch strings.TrimSpace(order) {
	case "seq_cst":
		return llvm.SeqCst
	case "acq_rel":
		return llvm.AcqRel
	case "acquire":
		return llvm.Acquire
	case "release":
		return llvm.Release
	}
	return llvm.Monotonic
}
