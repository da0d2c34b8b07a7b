package dsl

import (
	"errors"
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
)

const evalSpec = `runtime r {
  let zero = 0;

  construct parallel {
    outline_signature = closure();
    capture_strategy = "packed";
    invoke {
      when has(num_threads) => call "rt_fork"(body, env_ptr, num_threads);
      otherwise => call "rt_fork"(body, env_ptr, zero);
    }
  }

  construct wsloop {
    thread_id_function = "tid";
    invoke { emit loop_body; }
    post { when not nowait => call "barrier"(); }
  }

  construct wsloop when schedule == dynamic {
    let code = 35;
    chunk_init_function = "init";
    invoke { emit dynamic_loop(code); }
    post { when nowait => call "end_nowait"(); otherwise => call "end"(); }
  }

  construct wsloop when schedule == dynamic and has(chunk) {
    invoke { emit dynamic_loop(chunk); }
  }

  construct wsloop when collapse == 1 and schedule == guided {
    invoke { call "collapse_is_one"(collapse, nowait, chunk); }
  }

  construct masked when has(filter) {
    invoke { emit thread_filter_body("tid", filter); }
  }
}

runtime other {
  let zero = 1;
  construct barrier {
    let zero = 2;
    invoke { call "b"(zero); }
  }
}
`

func evalPlan(t *testing.T, runtime, construct string, clauses ClauseMap) (*Plan, error) {
	t.Helper()
	f, err := Parse("e.dsl", evalSpec)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(f, DefaultSchema()); err != nil {
		t.Fatal(err)
	}
	return Evaluate(f, DefaultSchema(), runtime, construct, clauses)
}

func TestEvaluateSelection(t *testing.T) {
	for _, tc := range []struct {
		name      string
		construct string
		clauses   ClauseMap
		wantLine  int // of the selected declaration
		want      string
	}{
		{"unguarded when no guard holds", "wsloop", ClauseMap{}, 13,
			`properties:
  thread_id_function = "tid"
pre:
invoke:
  emit loop_body
post:
  call "barrier"()
`},
		{"guarded beats an earlier unguarded", "wsloop", ClauseMap{"schedule": EnumClause("dynamic"), "nowait": BoolClause(true)}, 19,
			`properties:
  chunk_init_function = "init"
pre:
invoke:
  emit dynamic_loop(35)
post:
  call "end_nowait"()
`},
		{"first guarded match in file order", "wsloop", ClauseMap{"schedule": EnumClause("dynamic"), "chunk": ValueClause()}, 19,
			`properties:
  chunk_init_function = "init"
pre:
invoke:
  emit dynamic_loop(35)
post:
  call "end"()
`},
		{"absent clauses compare as their defaults and pass as constants", "wsloop", ClauseMap{"schedule": EnumClause("guided")}, 30,
			`properties:
pre:
invoke:
  call "collapse_is_one"(1, false, null)
post:
`},
		{"otherwise is the else of the when before it", "parallel", ClauseMap{}, 4,
			`properties:
  outline_signature = closure()
  capture_strategy = "packed"
pre:
invoke:
  call "rt_fork"(body, env_ptr, 0)
post:
`},
		{"present clauses stay symbolic", "parallel", ClauseMap{"num_threads": ValueClause()}, 4,
			`properties:
  outline_signature = closure()
  capture_strategy = "packed"
pre:
invoke:
  call "rt_fork"(body, env_ptr, num_threads)
post:
`},
	} {
		plan, err := evalPlan(t, "r", tc.construct, tc.clauses)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if plan.Decl.Pos.Line != tc.wantLine {
			t.Errorf("%s: selected the declaration at line %d, want %d", tc.name, plan.Decl.Pos.Line, tc.wantLine)
		}
		got := plan.String()
		got = got[strings.Index(got, "\n")+1:]
		if got != tc.want {
			t.Errorf("%s: plan\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}

func TestEvaluateNoDeclaration(t *testing.T) {
	_, err := evalPlan(t, "r", "masked", ClauseMap{})
	var nd *NoDeclarationError
	if !errors.As(err, &nd) || nd.Runtime != "r" || nd.Construct != "masked" {
		t.Fatalf("err = %v, want a NoDeclarationError for masked in r", err)
	}
	d := nd.OpDiagnostic("omp.masked", ir.NewFileLineColLoc("in.mlir", 3, 5))
	if got := d.Error(); got != "in.mlir:3:5: error: no declaration for 'omp.masked' at in.mlir:3:5 in runtime 'r'" {
		t.Errorf("diagnostic = %s", got)
	}
	if _, err := evalPlan(t, "nope", "barrier", ClauseMap{}); err == nil || err.Error() != "no runtime 'nope' in e.dsl (runtimes: r, other)" {
		t.Errorf("unknown runtime: %v", err)
	}
}

func TestEvaluateScopes(t *testing.T) {
	// A construct let hides a runtime let of the same name.
	plan, err := evalPlan(t, "other", "barrier", ClauseMap{})
	if err != nil {
		t.Fatal(err)
	}
	if got := plan.Invoke[0].String(); got != `call "b"(2)` {
		t.Errorf("invoke = %s", got)
	}
	// A let used as a call argument, a property referenced by an action,
	// a bare form and a list.
	src := `runtime r {
  let a = 1;
  let b = [a, "x"];
  construct parallel {
    let a = b;
    outline_signature = none;
    invoke { call "f"(a, outline_signature, [num_threads]); }
  }
}`
	f, err := Parse("s.dsl", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(f, DefaultSchema()); err != nil {
		t.Fatal(err)
	}
	plan, err = Evaluate(f, DefaultSchema(), "r", "parallel", ClauseMap{"num_threads": ValueClause()})
	if err != nil {
		t.Fatal(err)
	}
	if got := plan.Invoke[0].String(); got != `call "f"([1, "x"], none, [num_threads])` {
		t.Errorf("invoke = %s", got)
	}
	if v, ok := plan.Property("outline_signature"); !ok || v.Kind != ValForm || !v.Bare || v.Str != "none" {
		t.Errorf("outline_signature = %+v", v)
	}
}

func TestEvaluateLimits(t *testing.T) {
	// Lets that double at every step expand past the budget: an error, not
	// a hang.
	var b strings.Builder
	b.WriteString("runtime r {\n  let l0 = 1;\n")
	for i := 1; i < 40; i++ {
		b.WriteString("  let l" + itoa(i) + " = [l" + itoa(i-1) + ", l" + itoa(i-1) + "];\n")
	}
	b.WriteString("  construct barrier { invoke { call \"f\"(l39); } }\n}\n")
	f, err := Parse("big.dsl", b.String())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Evaluate(f, DefaultSchema(), "r", "barrier", ClauseMap{}); err == nil || !strings.Contains(err.Error(), "expands to more than") {
		t.Errorf("err = %v", err)
	}
	// A property that refers to itself through a let.
	f, err = Parse("cyc.dsl", `runtime r { construct task { let a = thread; invoke { call "f"(a); } } }`)
	if err != nil {
		t.Fatal(err)
	}
	f.Runtimes[0].Constructs()[0].Items = append(f.Runtimes[0].Constructs()[0].Items, &Property{Name: "thread", Value: &Ident{Name: "a"}})
	if _, err := Evaluate(f, DefaultSchema(), "r", "task", ClauseMap{}); err == nil || !strings.Contains(err.Error(), "refers to itself") {
		t.Errorf("cycle: %v", err)
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

func TestConstructName(t *testing.T) {
	for op, want := range map[string]string{"omp.parallel": "parallel", "omp.atomic.update": "atomic_update", "wsloop": "wsloop", "omp.target_data": "target_data"} {
		if got := ConstructName(op); got != want {
			t.Errorf("ConstructName(%s) = %s, want %s", op, got, want)
		}
	}
}
