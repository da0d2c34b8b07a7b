package omp_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// FuzzAttribute parses an omp attribute (the enums, clause_requires) as a
// module attribute: no panic, and what parses prints back to itself.
func FuzzAttribute(f *testing.F) {
	for _, seed := range []string{
		"#omp<clause_requires unified_shared_memory|reverse_offload>", "#omp<clause_requires none>",
		"#omp<procbindkind close>", "#omp<clause_task_depend(taskdependin)>",
		"#omp<data_sharing_type {type = firstprivate}>", "#omp<variable_capture_kind(ByRef)>",
		"#omp<schedulekind>", "#omp<sched_mod monotonic", "!omp.map_bounds_ty",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, attr string) {
		roundTrip(t, "module attributes {a = "+attr+"} {\n}\n")
	})
}

// FuzzClauses parses an omp.parallel and an omp.wsloop with the input as
// clauses, and a map.info with it as map clauses.
func FuzzClauses(f *testing.F) {
	for _, seed := range []string{
		"num_threads(%n : i32) if(%c) proc_bind(close)", "schedule(dynamic = %n : i32, nonmonotonic)",
		"private(@p %x -> %a : !llvm.ptr)", "reduction(byref @r %x -> %a : !llvm.ptr)",
		"nowait ordered(2) order(concurrent)", "schedule(static,", "hint(contended)",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, clauses string) {
		head := "omp.private {type = private} @p : i32\n" +
			"omp.declare_reduction @r : i32 init {\n^bb0(%a: i32):\n  omp.yield(%a : i32)\n} combiner {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n}\n" +
			"func.func @f(%n: i32, %c: i1, %x: !llvm.ptr) {\n"
		roundTrip(t, head+"  omp.parallel "+clauses+" {\n    omp.terminator\n  }\n  return\n}\n")
		roundTrip(t, head+"  omp.wsloop "+clauses+" {\n    omp.loop_nest (%i) : i32 = (%n) to (%n) step (%n) {\n      omp.yield\n    }\n  }\n  return\n}\n")
		roundTrip(t, head+"  %m = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses("+clauses+") capture(ByRef) -> !llvm.ptr\n  return\n}\n")
	})
}

func roundTrip(t *testing.T, src string) {
	m, err := builtin.ParseModule(all.NewContext(), "fuzz.mlir", []byte(src))
	if err != nil || ir.Verify(m) != nil {
		return
	}
	for _, generic := range []bool{false, true} {
		var first strings.Builder
		if err := ir.Print(&first, m, ir.PrintOptions{Generic: generic}); err != nil {
			t.Fatal(err)
		}
		again, err := builtin.ParseModule(all.NewContext(), "again.mlir", []byte(first.String()))
		if err != nil {
			t.Fatalf("printed form does not parse: %v\n%s", err, first.String())
		}
		var second strings.Builder
		if err := ir.Print(&second, again, ir.PrintOptions{Generic: generic}); err != nil {
			t.Fatal(err)
		}
		if first.String() != second.String() {
			t.Fatalf("not a fixed point:\n%s\n---\n%s", first.String(), second.String())
		}
	}
}
