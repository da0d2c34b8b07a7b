package omplower_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/dialects/omplower"
	"github.com/strata-ir/strata/ir"
)

// TestNewPlan attaches a plan to a barrier as --omp-to-omp-lower would,
// and reads it back through the view.
func TestNewPlan(t *testing.T) {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", ir.UnknownLoc{})
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(m.Body())
	barrier := omp.NewBarrier(b, ir.UnknownLoc{})
	guard := omplower.NotPred{X: omplower.EqPred{Name: "schedule", Value: ir.Str("static")}}
	plan := omplower.NewPlan(b, barrier, omplower.Plan{
		Runtime:    "iomp",
		Properties: []ir.NamedAttribute{{Name: "thread_id_function", Value: ir.Str("omp_get_thread_num")}},
		Pre:        []omplower.ActionAttr{omplower.NewEmit(ctx, "ident")},
		Invoke: []omplower.ActionAttr{
			omplower.NewCall(ctx, "__kmpc_barrier", omplower.Ident("ident"), omplower.Ident("global_tid")).When(guard),
			omplower.NewCall(ctx, "__kmpc_barrier", omplower.Ident("ident"), omplower.Int(0)).Otherwise(),
		},
	})
	if err := ir.Verify(m.Operation); err != nil {
		t.Fatal(err)
	}
	if plan.Wrapped() != barrier || plan.Runtime() != "iomp" || plan.Construct() != "barrier" {
		t.Errorf("plan reads back wrong")
	}
	if p, ok := omplower.PlanOf(barrier); !ok || p.Operation != plan.Operation {
		t.Errorf("PlanOf does not find the plan")
	}
	if got := omplower.PredString(plan.Invoke()[0].Cond); got != `not schedule == "static"` {
		t.Errorf("guard %s", got)
	}
	var text strings.Builder
	ir.Print(&text, m.Operation, ir.PrintOptions{})
	want := `  omp_lower.plan "iomp" barrier {
    properties {
      thread_id_function = "omp_get_thread_num"
    }
    pre {
      emit ident
    }
    invoke {
      when(not schedule == "static") call "__kmpc_barrier"(ident, global_tid)
      otherwise call "__kmpc_barrier"(ident, 0)
    }
  } wraps {
    omp.barrier
  }`
	if !strings.Contains(text.String(), want) {
		t.Errorf("printed\n%s\nwant\n%s", text.String(), want)
	}
}
