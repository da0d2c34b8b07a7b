package omplower_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// FuzzPlan parses a plan whose body (properties and action lists) is the
// input. It must never panic, and whatever parses and verifies must print
// and read back to the same text, in the custom and the generic form.
func FuzzPlan(f *testing.F) {
	for _, seed := range []string{
		`properties { a = 1 b = "s" c = [x, f(y), null, true] } invoke { call "f"(a, -1) }`,
		`pre { emit thread_bounds } post { when(not nowait) call "GOMP_barrier"() }`,
		`invoke { when(has(num_threads) and schedule == "static") emit e(1) otherwise emit g }`,
		`invoke { when((a or b) and not (c or d == [1])) call "x"() }`,
		`invoke { when(`,
		`properties { a = }`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, body string) {
		src := "func.func @f() {\n  omp_lower.plan \"rt\" barrier {\n" + body + "\n  } wraps {\n    omp.barrier\n  }\n  return\n}\n"
		roundTrip(t, src)
	})
}

// FuzzAction parses a standalone action attribute, the generic form's
// spelling of an action.
func FuzzAction(f *testing.F) {
	for _, seed := range []string{
		`call "f"()`, `emit loop_body(lower, upper)`, `when(x == 1 or y) emit z`,
		`otherwise call "g"(["a", 2])`, `call "f"(`, `when() emit`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, action string) {
		src := "func.func @f() {\n  \"omp_lower.plan\"() ({\n    omp.barrier\n  }) {construct = \"barrier\", runtime = \"rt\", invoke = [#omp_lower.action<" +
			action + ">]} : () -> ()\n  return\n}\n"
		roundTrip(t, src)
	})
}

func roundTrip(t *testing.T, src string) {
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, "fuzz.mlir", []byte(src))
	if err != nil {
		return
	}
	if ir.Verify(m) != nil {
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
