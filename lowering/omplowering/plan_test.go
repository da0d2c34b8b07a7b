package omplowering

import (
	"errors"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// outlinedParallel is what --omp-outline leaves of a parallel region for
// runtime: the plan, its dispatch values and the outlined function.
func outlinedParallel(t *testing.T, runtime, construct string) string {
	t.Helper()
	src := `
module {
  llvm.func @use(!llvm.ptr)
  llvm.func @f(%x: !llvm.ptr, %c: i1) {
    ` + construct + `
    llvm.return
  }
}`
	m, err := builtin.ParseModule(all.NewContext(), "in.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := (&AnnotatePass{Runtime: runtime}).Run(m, nil); err != nil {
		t.Fatal(err)
	}
	if err := (&OutlinePass{Runtime: runtime}).Run(m, nil); err != nil {
		t.Fatal(err)
	}
	return m.String()
}

// The plan pass reads what outlining marked in a plan; a plan written by
// hand (or edited) with a body that is not an outlined function, or a
// mark on the wrong kind of op or of the wrong kind, is an error located
// at the plan, not a panic.
func TestPlanPassRejectsBadMarks(t *testing.T) {
	const parallel = `omp.parallel if(%c) {
      llvm.call @use(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }`
	const task = `omp.task if(%c) {
      llvm.call @use(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }`
	for _, tt := range []struct {
		name, runtime, construct string
		from, to                 string // the edit of the outlined IR
		want                     string
	}{
		{"body not an address", "iomp", parallel,
			`llvm.mlir.addressof @f.omp_outlined {omp_lower.bind = "body"}`, `llvm.mlir.zero {omp_lower.bind = "body"}`,
			"the outlined body must be the address of a function"},
		{"body mark not a string", "iomp", parallel,
			`{omp_lower.bind = "body"}`, `{omp_lower.bind = 3 : i32}`,
			"must be a string"},
		{"body of a task unmarked", "iomp", task,
			`{omp_lower.bind = "body"}`, ``,
			"needs an outlined body"},
		{"mark on an op without a result", "libgomp", parallel,
			`} wraps {`, "} wraps {\n llvm.call @use(%arg0) {omp_lower.bind = \"x\"} : (!llvm.ptr) -> ()",
			"marks an op with no single result"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text := outlinedParallel(t, tt.runtime, tt.construct)
			if !strings.Contains(text, tt.from) {
				t.Fatalf("the outlined IR has no %q:\n%s", tt.from, text)
			}
			text = strings.Replace(text, tt.from, tt.to, 1)
			m, err := builtin.ParseModule(all.NewContext(), "edited.mlir", []byte(text))
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			err = (&PlanPass{}).Run(m, nil)
			var d *ir.Diagnostic
			if !errors.As(err, &d) {
				t.Fatalf("got %v, want a diagnostic", err)
			}
			if !strings.Contains(d.Message, tt.want) {
				t.Errorf("got %q, want it to contain %q", d.Message, tt.want)
			}
			if _, ok := ir.FileLineCol(d.Loc); !ok {
				t.Errorf("the error %q has no file location", d.Message)
			}
		})
	}
}

// The list of bound variables an unbound-variable error shows is sorted,
// lists and single values together, whatever the maps' order.
func TestBoundNamesSorted(t *testing.T) {
	e := NewEmitter(nil, nil, nil)
	for _, n := range []string{"zeta", "ident", "body"} {
		e.SetVar(n, nil)
	}
	for _, n := range []string{"captures", "alpha", "omega", "depend_list"} {
		e.SetVarList(n, nil)
	}
	const want = "alpha, body, captures, depend_list, ident, omega, zeta"
	for range 20 {
		if got := e.boundNames(); got != want {
			t.Fatalf("boundNames() = %q, want %q", got, want)
		}
	}
}

// Outlining needs the llvm dialect around the construct; the error names
// the op once, in its "'omp.parallel' op" prefix.
func TestOutlineOutsideLLVMFunc(t *testing.T) {
	const src = `
module {
  func.func @f() {
    omp.parallel {
      omp.terminator
    }
    return
  }
}`
	m, err := builtin.ParseModule(all.NewContext(), "in.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := (&AnnotatePass{Runtime: "libgomp"}).Run(m, nil); err != nil {
		t.Fatal(err)
	}
	err = (&OutlinePass{}).Run(m, nil)
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		t.Fatalf("got %v, want a diagnostic", err)
	}
	const want = "'omp.parallel' op must be inside an llvm.func to be outlined (run --convert-to-llvm first, or --omp-lower-to-llvm, which does it all)"
	if d.Message != want {
		t.Errorf("got %q, want %q", d.Message, want)
	}
}
