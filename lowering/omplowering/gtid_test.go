package omplowering

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// calleeOf returns the callee of an llvm.call, "" for another op.
func calleeOf(op *ir.Operation) string {
	if !op.Is("llvm.call") {
		return ""
	}
	if c, ok := op.Attr("callee").(ir.SymbolRefAttr); ok {
		return c.Leaf()
	}
	return ""
}

// Inside an iomp microtask every construct, however nested, reads the
// global thread id from the microtask's first parameter, loaded once at
// the start of its entry block; the function around the parallel region
// asks the runtime. The outlining mark is gone after the plan pass.
func TestMicrotaskReadsGtidFromFirstArgument(t *testing.T) {
	const src = `
module {
  llvm.func @use(i32)
  llvm.func @f(%lb: i32, %ub: i32) {
    %one = llvm.mlir.constant(1 : i32) : i32
    omp.barrier
    omp.parallel {
      omp.barrier
      omp.wsloop {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%one) {
          omp.critical {
            llvm.call @use(%i) : (i32) -> ()
            omp.terminator
          }
          omp.yield
        }
      }
      omp.single {
        omp.barrier
        omp.terminator
      }
      omp.terminator
    }
    llvm.return
  }
}`
	m, err := builtin.ParseModule(all.NewContext(), "in.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := (&AnnotatePass{Runtime: "iomp"}).Run(m, nil); err != nil {
		t.Fatal(err)
	}
	if err := (&OutlinePass{}).Run(m, nil); err != nil {
		t.Fatal(err)
	}
	outlined, ok := llvm.AsFunc(lookupSymbol(m, "f.omp_outlined"))
	if !ok {
		t.Fatalf("no outlined function:\n%s", m)
	}
	if mark, ok := outlined.Attr(GtidArgAttr).(ir.IntegerAttr); !ok || mark.Int64() != 0 {
		t.Fatalf("the microtask's %s is %v, want 0", GtidArgAttr, outlined.Attr(GtidArgAttr))
	}
	if err := (&PlanPass{}).Run(m, nil); err != nil {
		t.Fatal(err)
	}
	if outlined.Attr(GtidArgAttr) != nil {
		t.Errorf("the mark %s is left after the plan pass", GtidArgAttr)
	}

	entry := outlined.Body().First()
	load := entry.First()
	if !load.Is("llvm.load") || load.Operand(0) != entry.Argument(0) || load.Result(0).Type() != ir.Type(ir.IntType(32)) {
		t.Fatalf("the microtask does not start with the load of its gtid:\n%s", outlined.Operation)
	}
	uses := map[string]int{}
	outlined.WalkAll(func(op *ir.Operation) {
		switch callee := calleeOf(op); callee {
		case "__kmpc_global_thread_num":
			t.Errorf("the microtask calls %s", callee)
		case "__kmpc_barrier", "__kmpc_critical", "__kmpc_end_critical", "__kmpc_single", "__kmpc_end_single", "__kmpc_for_static_init_8":
			if op.Operand(1) != load.Result(0) {
				t.Errorf("%s's thread id is not the loaded one", callee)
			}
			uses[callee]++
		}
		if op != load && op.Is("llvm.load") && op.Operand(0) == entry.Argument(0) {
			t.Errorf("the gtid is loaded more than once")
		}
	})
	// Four barriers: the two explicit ones (one in the single's body) and
	// the implicit ones of the loop and of the single.
	if uses["__kmpc_barrier"] != 4 || uses["__kmpc_critical"] != 1 || uses["__kmpc_single"] != 1 || uses["__kmpc_for_static_init_8"] != 1 {
		t.Errorf("calls reading the gtid: %v", uses)
	}

	parent, _ := llvm.AsFunc(lookupSymbol(m, "f"))
	calls := 0
	parent.WalkAll(func(op *ir.Operation) {
		if calleeOf(op) == "__kmpc_global_thread_num" {
			calls++
		}
	})
	if calls != 1 {
		t.Errorf("@f calls __kmpc_global_thread_num %d times, want 1 (its orphaned barrier)", calls)
	}
}

// The load is built once per function and stays first in the entry
// block, dominating every use, whatever was put before it since.
func TestMicrotaskGtidReused(t *testing.T) {
	const src = `
module {
  llvm.func @m(%tid: !llvm.ptr, %btid: !llvm.ptr) attributes {omp_lower.gtid_arg = 0 : i64} {
    llvm.return
  }
}`
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, "in.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	fn, _ := llvm.AsFunc(lookupSymbol(m, "m"))
	ret := fn.Body().First().Last()
	e := NewEmitter(ir.NewBuilder(ctx), ret, nil)
	first, ok, err := e.microtaskGtid()
	if err != nil || !ok {
		t.Fatalf("microtaskGtid() = %v, %v", ok, err)
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(fn.Body().First())
	llvm.NewIntConstant(b, ir.IntType(64), 1, ret.Loc())
	again, ok, err := e.microtaskGtid()
	if err != nil || !ok || again != first {
		t.Fatalf("second microtaskGtid() = %v, %v, %v; want the first load", again == first, ok, err)
	}
	if fn.Body().First().First() != first.DefiningOp() {
		t.Errorf("the reused load is not first in the entry block:\n%s", fn.Operation)
	}
}
