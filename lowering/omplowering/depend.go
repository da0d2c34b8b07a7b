package omplowering

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// dependKinds returns the kind of each depend variable (taskdependin,
// taskdependout, ...).
func (e *Emitter) dependKinds() ([]string, error) {
	kinds, _ := e.clauses.static["depend_kinds"].(*ir.ArrayAttr)
	if kinds == nil {
		kinds = omp.Clauses{Operation: e.Construct}.DependKindsAttr()
	}
	n := len(e.clauses.dependVars)
	if kinds == nil || len(kinds.Elems()) != n {
		return nil, e.Errorf("the depend clause has %d variables and no kind for each", n)
	}
	out := make([]string, n)
	for i, k := range kinds.Elems() {
		ek, ok := k.(omp.EnumAttr)
		if !ok {
			return nil, e.Errorf("depend kind %d is not a task dependence kind", i)
		}
		out[i] = ek.Case
	}
	return out, nil
}

// kmpDependFlags are kmp_depend_info's flags per dependence kind (libomp:
// in 1, out 2, mutexinoutset 4, inoutset 8; out and inout both set in
// and out, as Clang does).
var kmpDependFlags = map[string]int64{
	"taskdependin":            1,
	"taskdependout":           3,
	"taskdependinout":         3,
	"taskdependmutexinoutset": 4,
	"taskdependinoutset":      8,
}

// emitDependArray is depend_array(format): it builds the depend clause's
// dependences where the runtime reads them and binds depend (the array's
// address) and num_depends (an i32).
//
//   - "gomp" (GOMP_task's depend argument): an array of pointers,
//     { n, number of out/inout, out and inout addresses, in addresses },
//     the counts stored as pointer-sized integers;
//   - "kmp" (libomp's kmp_depend_info[n]): { i64 base_addr, i64 len,
//     i8 flags } per dependence. The length is 0: the variables are
//     opaque pointers, and libomp keys dependences on the address alone.
func emitDependArray(e *Emitter, args []dsl.Value) error {
	if args[0].Kind != dsl.ValString {
		return e.Errorf("depend_array expects its format as a string, found %s", args[0])
	}
	vars := e.clauses.dependVars
	kinds, err := e.dependKinds()
	if err != nil {
		return err
	}
	loc := e.Construct.Loc()
	i8, i32, i64 := ir.IntType(8), ir.IntType(32), ir.IntType(64)
	n := int64(len(vars))
	var array *ir.Value
	switch args[0].Str {
	case "gomp":
		t := llvm.ArrayType{Elem: llvm.Ptr, Len: n + 2}
		if array, err = e.EntryAlloca(t); err != nil {
			return err
		}
		store := func(i int, v *ir.Value) {
			addr := llvm.NewGEP(e.B, t, array, []llvm.GEPIndex{{Const: 0}, {Const: int32(i)}}, loc).Result(0)
			llvm.NewStore(e.B, v, addr, 8, false, loc)
		}
		count := func(c int64) *ir.Value {
			return llvm.NewCast(e.B, llvm.IntToPtrOpName, llvm.NewIntConstant(e.B, i64, c, loc), llvm.Ptr, loc).Result(0)
		}
		var outs, ins []*ir.Value
		for i, k := range kinds {
			switch k {
			case "taskdependout", "taskdependinout":
				outs = append(outs, vars[i])
			case "taskdependin":
				ins = append(ins, vars[i])
			default:
				return e.Errorf("depend kind '%s' is not supported by the \"gomp\" depend format", k)
			}
		}
		store(0, count(n))
		store(1, count(int64(len(outs))))
		for i, v := range append(outs, ins...) {
			store(i+2, v)
		}
	case "kmp":
		info := llvm.LiteralStruct(e.B.Ctx, []ir.Type{i64, i64, i8}, false)
		t := llvm.ArrayType{Elem: info, Len: n}
		if array, err = e.EntryAlloca(t); err != nil {
			return err
		}
		for i, v := range vars {
			flags, ok := kmpDependFlags[kinds[i]]
			if !ok {
				return e.Errorf("unknown depend kind '%s'", kinds[i])
			}
			field := func(f int32, val *ir.Value) {
				addr := llvm.NewGEP(e.B, t, array, []llvm.GEPIndex{{Const: 0}, {Const: int32(i)}, {Const: f}}, loc).Result(0)
				llvm.NewStore(e.B, val, addr, 0, false, loc)
			}
			field(0, llvm.NewCast(e.B, llvm.PtrToIntOpName, v, i64, loc).Result(0))
			field(1, llvm.NewIntConstant(e.B, i64, 0, loc))
			field(2, llvm.NewIntConstant(e.B, i8, flags, loc))
		}
	default:
		return e.Errorf("unknown depend format \"%s\"; expected \"gomp\" or \"kmp\"", args[0].Str)
	}
	e.SetVar("depend", array)
	e.SetVar("num_depends", llvm.NewIntConstant(e.B, i32, n, loc))
	return nil
}

// emitUndeferredIf is undeferred_if(spawn, begin, end, [wait_deps]) for a
// libomp task with an if clause: when it holds, spawn(ident, global_tid,
// task) (with num_depends, depend, 0, null after them when the task has
// dependences); when it does not, the task runs at once on this thread
// (undeferred), as Clang lowers it: wait_deps(ident, global_tid,
// num_depends, depend, 0, null) when it has dependences, begin(ident,
// global_tid, task), the task's entry called with (global_tid, task),
// end(ident, global_tid, task).
func emitUndeferredIf(e *Emitter, args []dsl.Value) error {
	if err := e.functionNames("undeferred_if", args); err != nil {
		return err
	}
	_, fn, err := e.outlinedBody("undeferred_if")
	if err != nil {
		return err
	}
	if len(fn.Type().Params()) != 2 {
		return e.Errorf("undeferred_if needs a task entry function (outline_signature = task_entry())")
	}
	cond, err := e.Arg(dsl.Value{Kind: dsl.ValVar, Str: "if_clause"}, nil)
	if err != nil {
		return err
	}
	ident, gtid, err := e.identAndTID()
	if err != nil {
		return err
	}
	task, ok := e.Var("task")
	if !ok {
		return e.Errorf("undeferred_if needs the task allocated first (emit task_alloc)")
	}
	var deps []*ir.Value
	loc := e.Construct.Loc()
	if len(e.clauses.dependVars) > 0 {
		list, ok1 := e.Var("depend")
		n, ok2 := e.Var("num_depends")
		if !ok1 || !ok2 {
			return e.Errorf("undeferred_if needs the dependences built first (emit depend_array)")
		}
		i32 := ir.IntType(32)
		deps = []*ir.Value{n, list, llvm.NewIntConstant(e.B, i32, 0, loc), llvm.NewNull(e.B, loc).Result(0)}
	}

	head, cont := e.SplitBlock()
	parent := head.Parent()
	spawnB, serialB := ir.NewBlock(nil, nil), ir.NewBlock(nil, nil)
	parent.InsertBefore(cont, spawnB)
	parent.InsertBefore(cont, serialB)
	e.B.SetInsertionPointToEnd(head)
	llvm.NewCondBr(e.B, cond, spawnB, nil, serialB, nil, loc)

	e.B.SetInsertionPointToEnd(spawnB)
	if _, err := e.Call(args[0].Str, append([]*ir.Value{ident, gtid, task}, deps...), nil); err != nil {
		return err
	}
	llvm.NewBr(e.B, cont, nil, loc)

	e.B.SetInsertionPointToEnd(serialB)
	if len(args) == 4 && deps != nil {
		if _, err := e.Call(args[3].Str, append([]*ir.Value{ident, gtid}, deps...), nil); err != nil {
			return err
		}
	}
	if _, err := e.Call(args[1].Str, []*ir.Value{ident, gtid, task}, nil); err != nil {
		return err
	}
	llvm.NewCall(e.B, fn.Name(), fn.Type(), []*ir.Value{gtid, task}, loc)
	if _, err := e.Call(args[2].Str, []*ir.Value{ident, gtid, task}, nil); err != nil {
		return err
	}
	llvm.NewBr(e.B, cont, nil, loc)
	e.B.SetInsertionPointBefore(e.anchorOp())
	return nil
}
