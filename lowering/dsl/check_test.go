package dsl

import (
	"errors"
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
)

// checkOne parses and checks a spec whose construct body is body (for
// construct kind), returning the first error as "line:col: message".
func checkSpec(t *testing.T, src string) []string {
	t.Helper()
	f, err := Parse("c.dsl", src)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	err = Check(f, DefaultSchema())
	if err == nil {
		return nil
	}
	var list Errors
	if !errors.As(err, &list) {
		t.Fatalf("Check returned %T", err)
	}
	var out []string
	for _, d := range list {
		out = append(out, strings.TrimPrefix(d.Error(), "c.dsl:"))
	}
	return out
}

func TestCheckErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"runtime r { construct paralel { invoke { emit inline_body; } } }",
			"1:23: error: unknown construct 'paralel'"},
		{"runtime r {}",
			"1:1: error: runtime 'r' declares no constructs"},
		{"runtime r { construct barrier {} }\nruntime r { construct barrier {} }",
			"2:1: error: duplicate runtime 'r'"},
		{"runtime r { construct barrier {} construct barrier {} }",
			"1:34: error: construct 'barrier' is already declared without a guard; this declaration can never be selected"},
		{"runtime r { construct wsloop when nowait {} construct wsloop when (nowait) {} }",
			"1:45: error: construct 'wsloop' is already declared with guard 'nowait'; this declaration can never be selected"},
		{"runtime r { construct barrier { invoke { emit barrier_fast; } } }",
			"1:47: error: unknown emit primitive 'barrier_fast'"},
		{"runtime r { construct barrier { invoke { emit loop_body; } } }",
			"1:47: error: emit primitive 'loop_body' does not apply to construct 'barrier'"},
		{"runtime r { construct wsloop { invoke { emit dynamic_loop(1, 2); } } }",
			"1:46: error: emit primitive 'dynamic_loop' takes at most 1 argument, found 2"},
		{"runtime r { construct master { invoke { emit thread_filter_body(\"f\"); } } }",
			"1:46: error: emit primitive 'thread_filter_body' takes 2 arguments, found 1"},
		{"runtime r { construct single { invoke { emit guarded_body; } } }",
			"1:46: error: emit primitive 'guarded_body' takes 1 to 4 arguments, found 0"},
		{"runtime r { construct barrier { speed = 1; } }",
			"1:33: error: unknown property 'speed'"},
		{"runtime r { construct barrier { capture_strategy = \"packed\"; } }",
			"1:33: error: property 'capture_strategy' is not read by the lowering of construct 'barrier'"},
		{"runtime r { construct parallel { capture_strategy = \"by_value\"; } }",
			"1:53: error: value \"by_value\" is not allowed for property 'capture_strategy'; expected \"by_pointer\" or \"packed\""},
		{"runtime r { construct parallel { capture_strategy = packed; } }",
			"1:53: error: property 'capture_strategy' expects a string (\"by_pointer\" or \"packed\"), found identifier 'packed'"},
		{"runtime r { construct parallel { outline_signature = thunk(); } }",
			"1:54: error: value 'thunk(...)' is not allowed for property 'outline_signature'; expected closure(), microtask(...), task_entry() or none"},
		{"runtime r { construct parallel { outline_signature = microtask(ptr_tid, tid); } }",
			"1:73: error: identifier 'tid' is not a parameter of microtask(); expected ptr_tid, ptr_btid or captures"},
		{"runtime r { construct parallel { outline_signature = microtask(captures, captures); } }",
			"1:74: error: parameter 'captures' appears twice in microtask()"},
		{"runtime r { construct parallel { outline_signature = closure(captures); } }",
			"1:62: error: closure() takes no arguments"},
		{"runtime r { construct wsloop { thread_id_function = omp_get_thread_num; } }",
			"1:53: error: property 'thread_id_function' names a function: expected a string, found identifier 'omp_get_thread_num'"},
		{"runtime r { construct wsloop { thread_id_function = \"\"; } }",
			"1:53: error: property 'thread_id_function' names a function: the name cannot be empty"},
		{"runtime r { construct critical { lock_size = \"32\"; } }",
			"1:46: error: property 'lock_size' expects a number, found a string"},
		{"runtime r { construct wsloop { thread_id_function = \"a\"; thread_id_function = \"b\"; } }",
			"1:58: error: duplicate property 'thread_id_function'"},
		{"runtime r { let a = 1; let a = 2; construct barrier {} }",
			"1:28: error: duplicate let 'a'"},
		{"runtime r { let nowait = 1; construct barrier {} }",
			"1:17: error: let 'nowait' hides the context variable 'nowait'"},
		{"runtime r { let a = b; let b = 1; construct barrier {} }",
			"1:21: error: undefined identifier 'b': not a let, a property or a context variable"},
		{"runtime r { construct barrier { invoke { call \"f\"(cnt); } } }",
			"1:51: error: undefined identifier 'cnt': not a let, a property or a context variable"},
		{"runtime r { construct barrier { invoke { call \"f\"(lower); } } }",
			"1:51: error: context variable 'lower' is not available in construct 'barrier'"},
		{"runtime r { construct barrier { invoke { call \"f\"(size(x)); } } }",
			"1:51: error: unknown function 'size'; an expression can only call a form such as closure() or microtask(...)"},
		{"runtime r { construct barrier { invoke { call \"\"(); } } }",
			"1:47: error: 'call' needs a function name, not an empty string"},
		{"runtime r { construct wsloop when has(chunk_size) {} }",
			"1:39: error: unknown clause 'chunk_size'"},
		{"runtime r { construct parallel when has(body) {} }",
			"1:41: error: 'body' is not a clause; guards test the clauses of the op"},
		{"runtime r { construct barrier when nowait {} }",
			"1:36: error: construct 'barrier' has no clause 'nowait'"},
		{"runtime r { construct wsloop when schedule == 3 {} }",
			"1:47: error: cannot compare enumeration clause 'schedule' with a number; expected one of static, dynamic, guided, auto or runtime"},
		{"runtime r { construct wsloop when schedule == fast {} }",
			"1:47: error: 'fast' is not a value of clause 'schedule'; expected static, dynamic, guided, auto or runtime"},
		{"runtime r { construct wsloop when nowait == 1 {} }",
			"1:45: error: cannot compare boolean clause 'nowait' with a number; expected true or false"},
		{"runtime r { construct wsloop when collapse != \"2\" {} }",
			"1:47: error: cannot compare integer clause 'collapse' with a string; expected a number"},
		{"runtime r { construct critical when name == 1 {} }",
			"1:45: error: cannot compare string clause 'name' with a number; expected a string"},
		{"runtime r { construct wsloop when chunk == 4 {} }",
			"1:41: error: clause 'chunk' is a value known only at run time; a guard can only test its presence with has(chunk)"},
		{"runtime r { construct wsloop when schedule {} }",
			"1:35: error: clause 'schedule' is not a flag; compare it with '==' or '!=', or use has(schedule)"},
		{"runtime r { construct parallel { invoke { when num_threads => emit inline_body; } } }",
			"1:48: error: clause 'num_threads' is not a flag; test its presence with has(num_threads)"},
		{"runtime r { construct barrier { pre {} pre {} } }",
			"1:40: error: duplicate 'pre' block in construct 'barrier'"},
	} {
		got := checkSpec(t, tc.src)
		if len(got) == 0 {
			t.Errorf("%s: no error, want %s", tc.src, tc.want)
			continue
		}
		if got[0] != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.src, strings.Join(got, "\n     "), tc.want)
		}
	}
}

func TestCheckNotes(t *testing.T) {
	f, err := Parse("n.dsl", "runtime r {\n  let a = b;\n  let b = 1;\n  construct barrier {}\n  construct barrier {}\n}")
	if err != nil {
		t.Fatal(err)
	}
	var list Errors
	if !errors.As(Check(f, DefaultSchema()), &list) || len(list) != 2 {
		t.Fatalf("errors = %v", list)
	}
	var b strings.Builder
	src := ir.NewSourceFiles()
	src.Add("n.dsl", "runtime r {\n  let a = b;\n  let b = 1;\n  construct barrier {}\n  construct barrier {}\n}")
	for _, d := range list {
		ir.PrintDiagnostic(&b, d, src)
	}
	want := `n.dsl:2:11: error: undefined identifier 'b': not a let, a property or a context variable
  let a = b;
          ^
n.dsl:3:7: note: 'b' is defined later; a let can use only the lets before it
  let b = 1;
      ^
n.dsl:5:3: error: construct 'barrier' is already declared without a guard; this declaration can never be selected
  construct barrier {}
  ^
n.dsl:4:3: note: previous declaration is here
  construct barrier {}
  ^
`
	if b.String() != want {
		t.Errorf("printed:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestCheckAcceptsValidSpec(t *testing.T) {
	src := `runtime r {
  let code = 35;
  construct wsloop when schedule == runtime or schedule != static and not nowait {
    let fn = "init";
    chunk_init_function = fn;
    chunk_protocol = "init_next";
    pre { emit ident(1); emit global_tid; }
    invoke { emit dynamic_loop(code); }
    post { when collapse == 2 and ordered == false => call "end"([lower, upper], chunk_init_function); }
  }
  construct critical when name == "lock1" { lock_size = 8; invoke { emit inline_body; } }
}`
	if got := checkSpec(t, src); got != nil {
		t.Errorf("unexpected errors:\n%s", strings.Join(got, "\n"))
	}
}
