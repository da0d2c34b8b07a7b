package omp_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
)

// TestBuilders builds a parallel region with a dynamic work-sharing loop
// and a mapped array, checks that it verifies and prints as the parser
// reads it, and reads the clauses back through the views.
func TestBuilders(t *testing.T) {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", ir.UnknownLoc{})
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(m.Body())
	loc := ir.UnknownLoc{}
	ptr := llvm.Ptr
	fnType := ctx.FunctionType([]ir.Type{ir.I32, ir.I32, ir.I32, ptr, ir.I64}, nil)
	var par omp.ParallelOp
	var ws omp.WsloopOp
	var info omp.MapInfoOp
	funcs.NewFunc(b, "f", fnType, loc, func(b *ir.Builder, args []*ir.Value) {
		n, lb, ub, p, c := args[0], args[1], args[2], args[3], args[4]
		bounds := omp.NewMapBounds(b, c, c, nil, loc)
		info = omp.NewMapInfo(b, p, ir.F64, omp.MapTo|omp.MapAlways, []*ir.Value{bounds.Result(0)}, "a", loc)
		par = omp.NewParallel(b, omp.ParallelOptions{NumThreads: n, ProcBind: "close"}, loc, func(b *ir.Builder, _ []*ir.Value) {
			ws = omp.NewWsloop(b, omp.WsloopOptions{ScheduleKind: "dynamic", ScheduleChunk: n, Nowait: true},
				[]*ir.Value{lb}, []*ir.Value{ub}, []*ir.Value{n}, loc, nil)
			omp.NewBarrier(b, loc)
		})
		funcs.NewReturn(b, nil, loc)
	})
	if err := ir.Verify(m.Operation); err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	if err := ir.Print(&text, m.Operation, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"omp.parallel num_threads(%arg0 : i32) proc_bind(close) {",
		"omp.wsloop nowait schedule(dynamic = %arg0 : i32) {",
		"omp.loop_nest (%arg5) : i32 = (%arg1) to (%arg2) step (%arg0) {",
		"omp.map.info var_ptr(%arg3 : !llvm.ptr, f64) map_clauses(always, to) capture(ByRef) bounds(%0) -> !llvm.ptr {name = \"a\"}",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("missing %q in\n%s", want, text.String())
		}
	}
	if _, err := builtin.ParseModule(all.NewContext(), "built.mlir", []byte(text.String())); err != nil {
		t.Errorf("the built module does not read back: %v", err)
	}
	if par.NumThreads() == nil || par.ProcBind() != "close" || par.IfExpr() != nil {
		t.Errorf("parallel clauses read back wrong")
	}
	if ws.ScheduleKind() != "dynamic" || ws.ScheduleChunk() != par.NumThreads() || !ws.Nowait() {
		t.Errorf("wsloop clauses read back wrong")
	}
	nest := ws.LoopNest()
	if nest.NumLoops() != 1 || nest.Inclusive() || len(nest.IVs()) != 1 || nest.Wrapper() != ws.Operation {
		t.Errorf("loop nest reads back wrong")
	}
	if info.MapType() != omp.MapTo|omp.MapAlways || info.VarType() != ir.Type(ir.F64) || info.VarName() != "a" || len(info.Bounds()) != 1 {
		t.Errorf("map.info reads back wrong")
	}
}

// TestViewsOfParsedOps reads the clauses of parsed ops through the views.
func TestViewsOfParsedOps(t *testing.T) {
	src := `
omp.private {type = firstprivate} @fp : i32 copy {
^bb0(%a: !llvm.ptr, %b: !llvm.ptr):
  omp.yield(%b : !llvm.ptr)
}
omp.declare_reduction @add : i32 init {
^bb0(%a: i32):
  omp.yield(%a : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  omp.yield(%a : i32)
}
func.func @f(%x: !llvm.ptr, %y: !llvm.ptr, %n: i32) {
  omp.parallel private(@fp %x -> %px : !llvm.ptr) reduction(byref @add %y -> %ry : !llvm.ptr) {
    omp.wsloop schedule(static = %n : i32, monotonic) ordered(0) {
      omp.loop_nest (%i, %j) : i32 = (%n, %n) to (%n, %n) inclusive step (%n, %n) {
        omp.yield
      }
    }
    omp.task depend(taskdependout -> %px : !llvm.ptr) untied priority(%n : i32) {
      omp.terminator
    }
    omp.atomic.read %x = %y memory_order(acquire) : !llvm.ptr, !llvm.ptr, i32
    omp.terminator
  }
  return
}
`
	m, err := builtin.ParseModule(all.NewContext(), "views.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	var seen []string
	m.WalkAll(func(op *ir.Operation) {
		if p, ok := omp.AsParallel(op); ok {
			seen = append(seen, "parallel")
			if got := p.PrivateSyms(); len(got) != 1 || got[0] != "fp" {
				t.Errorf("private syms %v", got)
			}
			if got := p.ReductionByref(); len(got) != 1 || !got[0] {
				t.Errorf("reduction byref %v", got)
			}
			if len(p.Body().Arguments()) != 2 {
				t.Errorf("parallel block arguments")
			}
		}
		if w, ok := omp.AsWsloop(op); ok {
			seen = append(seen, "wsloop")
			n, hasOrdered := w.Ordered()
			if w.ScheduleMod() != "monotonic" || !hasOrdered || n != 0 || w.LoopNest().NumLoops() != 2 || !w.LoopNest().Inclusive() {
				t.Errorf("wsloop clauses")
			}
		}
		if task, ok := omp.AsTask(op); ok {
			seen = append(seen, "task")
			if !task.Untied() || task.Priority() == nil || len(task.DependKinds()) != 1 || task.DependKinds()[0] != "taskdependout" {
				t.Errorf("task clauses")
			}
		}
		if a, ok := omp.AsAtomic(op); ok {
			seen = append(seen, "atomic")
			if a.MemoryOrder() != "acquire" || a.ElementType() != ir.Type(ir.I32) {
				t.Errorf("atomic clauses")
			}
		}
		if p, ok := omp.AsPrivate(op); ok {
			seen = append(seen, "private")
			if !p.IsFirstprivate() || p.Type() != ir.Type(ir.I32) || p.CopyRegion().Empty() || !p.InitRegion().Empty() {
				t.Errorf("privatizer")
			}
		}
	})
	if got := strings.Join(seen, ","); got != "private,wsloop,task,atomic,parallel" {
		t.Errorf("walked %s", got)
	}
}

func TestRequiresAttribute(t *testing.T) {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", ir.UnknownLoc{})
	omp.SetModuleRequires(m.Operation, omp.RequiresUnifiedSharedMemory|omp.RequiresSelfMaps)
	if got := omp.ModuleRequires(m.Operation); got != omp.RequiresUnifiedSharedMemory|omp.RequiresSelfMaps {
		t.Errorf("requires %v", got)
	}
	var text strings.Builder
	ir.Print(&text, m.Operation, ir.PrintOptions{})
	if want := "omp.requires = #omp<clause_requires unified_shared_memory|self_maps>"; !strings.Contains(text.String(), want) {
		t.Errorf("missing %q in %s", want, text.String())
	}
}

// Build refuses an operand group its op does not have: the operands would
// otherwise vanish from the op without a word.
func TestBuildUnknownGroupPanics(t *testing.T) {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", ir.UnknownLoc{})
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(m.Body())
	for _, c := range []struct {
		name   string
		groups omp.Operands
		want   string
	}{
		{omp.ParallelOpName, omp.Operands{"num_thread_vars": nil}, "'omp.parallel' has no operand group 'num_thread_vars'"},
		{"omp.nonesuch", nil, "'omp.nonesuch' is not a registered op"},
	} {
		func() {
			defer func() {
				r := recover()
				if msg, _ := r.(string); !strings.Contains(msg, c.want) {
					t.Errorf("Build(%s) panicked with %v; want a message containing %q", c.name, r, c.want)
				}
			}()
			omp.Build(b, c.name, ir.UnknownLoc{}, c.groups, nil, nil, 1)
		}()
	}
}
