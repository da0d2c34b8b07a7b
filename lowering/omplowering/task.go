package omplowering

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// kmpTaskSize is sizeof(kmp_task_t) on 64-bit targets: shareds, routine,
// part_id and two kmp_cmplrdata_t words.
const kmpTaskSize = 40

// emitTaskAlloc allocates a libomp task: task_alloc_function(ident,
// global_tid, flags, sizeof(kmp_task_t), env_size, body) with flags 1
// (tied) or 0 (untied), | 2 when final holds; copies the packed captures
// into the task's shareds; binds task.
func emitTaskAlloc(e *Emitter, _ []dsl.Value) error {
	fn, err := e.StringProperty("task_alloc_function")
	if err != nil {
		return err
	}
	body, _, err := e.outlinedBody("task_alloc")
	if err != nil {
		return err
	}
	ident, gtid, err := e.identAndTID()
	if err != nil {
		return err
	}
	env, ok1 := e.Var("env_ptr")
	size, ok2 := e.Var("env_size")
	if !ok1 || !ok2 {
		return e.Errorf("task_alloc needs packed captures (capture_strategy = \"packed\")")
	}
	loc := e.Construct.Loc()
	i32, i64 := ir.IntType(32), ir.IntType(64)
	flags, err := e.Arg(dsl.Value{Kind: dsl.ValVar, Str: "kmp_task_flags"}, i32)
	if err != nil {
		return err
	}
	taskSize := llvm.NewIntConstant(e.B, i64, kmpTaskSize, loc)
	call, err := e.Call(fn, []*ir.Value{ident, gtid, flags, taskSize, size, body}, llvm.Ptr)
	if err != nil {
		return err
	}
	task := call.Result(0)
	shareds := llvm.NewLoad(e.B, llvm.Ptr, task, 8, false, loc).Result(0)
	llvm.NewMemcpy(e.B, shareds, env, size, false, loc)
	e.SetVar("task", task)
	return nil
}
