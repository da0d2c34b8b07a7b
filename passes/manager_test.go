package passes

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
)

const twoFuncs = `module {
  func.func @foo(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  func.func private @bar(%a: i32) -> i32 {
    return %a : i32
  }
}
`

// manyFuncs returns a module of n functions, those whose index is in bad
// named bad<i>, the others f<i>.
func manyFuncs(n int, bad ...int) string {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := range n {
		name := fmt.Sprintf("f%d", i)
		for _, x := range bad {
			if x == i {
				name = fmt.Sprintf("bad%d", i)
			}
		}
		fmt.Fprintf(&b, "  func.func @%s(%%a: i32) -> i32 {\n    %%0 = arith.addi %%a, %%a : i32\n    %%1 = arith.muli %%0, %%a : i32\n    return %%1 : i32\n  }\n", name)
	}
	b.WriteString("}\n")
	return b.String()
}

// newTestPM makes a pass manager on builtin.module running pipeline, with
// cfg's registry or, when it has none, testRegistry().
func newTestPM(t testing.TB, pipeline string, cfg Config) *PassManager {
	t.Helper()
	if cfg.Registry == nil {
		cfg.Registry = testRegistry()
	}
	pm := NewPassManager(testContext(t), "builtin.module", cfg)
	if err := pm.AddPipeline(pipeline, "pipeline"); err != nil {
		t.Fatal(err)
	}
	return pm
}

func TestRunNestedPipeline(t *testing.T) {
	pm := newTestPM(t, "builtin.module(func.func(test-mark{value=5}),test-count)", Config{VerifyEach: true})
	m := parse(t, pm.Context(), twoFuncs)
	diags, err := pm.Run(m)
	if err != nil {
		t.Fatal(err)
	}
	want := `module {
  func.func @foo(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 {test.mark = 5 : i64} : i32
    return {test.mark = 5 : i64} %0 : i32
  }
  func.func private @bar(%arg0: i32) -> i32 {
    return {test.mark = 5 : i64} %arg0 : i32
  }
}
`
	if got := printOp(t, m); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	var msgs []string
	for _, d := range diags {
		msgs = append(msgs, d.Error())
	}
	wantMsgs := []string{"input.mlir:2:3: remark: 'func.func' op marked", "input.mlir:6:3: remark: 'func.func' op marked"}
	if !reflect.DeepEqual(msgs, wantMsgs) {
		t.Errorf("diagnostics %q, want %q", msgs, wantMsgs)
	}
	var mark *markPass
	var count *countPass
	for _, e := range pm.elements {
		if e.nested != nil {
			mark = e.nested.elements[0].pass.(*markPass)
		} else {
			count = e.pass.(*countPass)
		}
	}
	if mark.Funcs.Value() != 2 || mark.Marked.Value() != 3 || count.Funcs.Value() != 2 {
		t.Errorf("statistics: %d funcs, %d ops marked, %d counted; want 2, 3, 2", mark.Funcs.Value(), mark.Marked.Value(), count.Funcs.Value())
	}
}

func TestRunOnWrongOp(t *testing.T) {
	pm := newTestPM(t, "builtin.module(test-count)", Config{})
	m := parse(t, pm.Context(), twoFuncs)
	foo := m.Region(0).First().First()
	_, err := pm.Run(foo)
	if d := asDiag(t, err); d.Message != "can't run 'builtin.module' pass manager on 'func.func' op" {
		t.Errorf("got %v", err)
	}
}

func TestOpAgnosticPipelineRunsOnIsolatedOps(t *testing.T) {
	pm := newTestPM(t, "builtin.module(any(test-options))", Config{})
	m := parse(t, pm.Context(), twoFuncs)
	if _, err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	p := pm.elements[0].nested.elements[0].pass.(*optionsPass)
	if p.Runs.Value() != 2 {
		t.Errorf("ran %d times, want once per function", p.Runs.Value())
	}
	// A func.func pass in an op-agnostic pipeline restricts it to
	// functions; a module pass there matches nothing nested in a module.
	pm = newTestPM(t, "builtin.module(any(test-count))", Config{})
	if _, err := pm.Run(parse(t, pm.Context(), twoFuncs)); err != nil {
		t.Fatal(err)
	}
	if c := pm.elements[0].nested.elements[0].pass.(*countPass); c.Funcs.Value() != 0 {
		t.Errorf("the module pass ran on functions")
	}
}

// runBoth runs pipeline on src serially and with threads and checks that
// they give the same IR, diagnostics and error; it returns them.
func runBoth(t *testing.T, pipeline, src string) (string, []*ir.Diagnostic, error) {
	t.Helper()
	type result struct {
		ir    string
		diags []string
		err   string
	}
	var results [2]result
	var diags []*ir.Diagnostic
	var runErr error
	for i, disable := range []bool{true, false} {
		pm := newTestPM(t, pipeline, Config{VerifyEach: true, DisableThreading: disable})
		m := parse(t, pm.Context(), src)
		ds, err := pm.Run(m)
		results[i].ir = printOp(t, m)
		for _, d := range ds {
			results[i].diags = append(results[i].diags, d.Error())
		}
		if err != nil {
			results[i].err = err.Error()
		}
		diags, runErr = ds, err
	}
	if !reflect.DeepEqual(results[0], results[1]) {
		t.Errorf("serial and threaded runs differ:\nserial:   %+v\nthreaded: %+v", results[0], results[1])
	}
	return results[1].ir, diags, runErr
}

func TestSerialAndThreadedRunsAgree(t *testing.T) {
	src := manyFuncs(64)
	got, diags, err := runBoth(t, "builtin.module(func.func(test-mark{value=2},test-options),test-count)", src)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(got, "test.mark = 2"); n != 64*3 {
		t.Errorf("%d ops marked, want %d", n, 64*3)
	}
	if len(diags) != 64 {
		t.Fatalf("%d diagnostics, want one per function", len(diags))
	}
	for i, d := range diags {
		if want := (ir.NewFileLineColLoc("input.mlir", 2+5*i, 3)); !sameLoc(d.Loc, want) {
			t.Fatalf("diagnostic %d at %v, want %v: not in operation order", i, d.Loc, want)
		}
	}
}

// callChain returns a module of n functions, each calling the next.
func callChain(n int) string {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := range n {
		fmt.Fprintf(&b, "  func.func @f%d(%%a: i32) -> i32 {\n", i)
		if i+1 < n {
			fmt.Fprintf(&b, "    %%0 = func.call @f%d(%%a) : (i32) -> i32\n    return %%0 : i32\n  }\n", i+1)
		} else {
			b.WriteString("    return %a : i32\n  }\n")
		}
	}
	b.WriteString("}\n")
	return b.String()
}

func TestVerifyingCallsWhileSiblingsChange(t *testing.T) {
	// Verifying a function resolves its callee, reading a sibling that
	// another goroutine's pass changes: run under -race, this checks that
	// verification never overlaps with passes on other functions.
	got, _, err := runBoth(t, "builtin.module(func.func(test-annotate,test-mark,test-annotate))", callChain(32))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(got, "test.annotated"); n != 32 {
		t.Errorf("%d functions annotated, want 32", n)
	}
}

func TestFailingPassStopsThePipeline(t *testing.T) {
	// Functions 3 and 40 fail: both errors come back, in order; the other
	// functions still run the nested pipeline, the failing ones stop, and
	// the module pass after the nested pipeline does not run.
	got, diags, err := runBoth(t, "builtin.module(func.func(test-fail,test-mark),test-count)", manyFuncs(48, 40, 3))
	ds := Diagnostics(err)
	if len(ds) != 2 {
		t.Fatalf("got %v, want two errors", err)
	}
	if ds[0].Error() != "input.mlir:17:3: error: 'func.func' op is bad" || ds[1].Error() != "input.mlir:202:3: error: 'func.func' op is bad" {
		t.Errorf("errors %q, %q", ds[0].Error(), ds[1].Error())
	}
	if d := asDiag(t, err); d != ds[0] {
		t.Errorf("errors.As finds %v, want the first operation's error", d)
	}
	if n := strings.Count(got, "test.mark"); n != 46*3 {
		t.Errorf("%d ops marked, want those of the 46 good functions", n)
	}
	if len(diags) != 46 {
		t.Errorf("%d remarks, want 46", len(diags))
	}
	pm := newTestPM(t, "builtin.module(func.func(test-fail),test-count)", Config{})
	if _, err := pm.Run(parse(t, pm.Context(), manyFuncs(2, 1))); err == nil {
		t.Fatal("no error")
	}
	if c := pm.elements[1].pass.(*countPass); c.Funcs.Value() != 0 {
		t.Error("the pass after the failing nested pipeline ran")
	}
}

func TestVerifyAfterPass(t *testing.T) {
	_, _, err := runBoth(t, "builtin.module(func.func(test-break))", twoFuncs)
	d := asDiag(t, err)
	if !strings.Contains(d.Message, "block with no terminator") {
		t.Errorf("got %v, want the verifier's error", err)
	}
	if len(d.Notes) != 1 || d.Notes[0].Message != "the IR failed to verify after pass 'TestBreak' (test-break)" {
		t.Errorf("notes %v, want one naming the pass", d.Notes)
	}
	if n := len(Diagnostics(err)); n != 2 {
		t.Errorf("%d errors, want one per function", n)
	}

	// Without VerifyEach the broken IR goes through.
	pm := newTestPM(t, "builtin.module(func.func(test-break))", Config{})
	m := parse(t, pm.Context(), twoFuncs)
	if _, err := pm.Run(m); err != nil {
		t.Errorf("without verification: %v", err)
	}
	if ir.Verify(m) == nil {
		t.Error("the pass did not break the IR")
	}
}

// A nested pass that keeps each function valid but breaks the module (a
// call to a function whose signature it changed) is caught when the module
// is verified, without recursion, after the nested pipeline.
func TestVerifyAfterNestedPipeline(t *testing.T) {
	const src = `func.func @callee() {
  return
}
func.func @caller() {
  func.call @callee() : () -> ()
  return
}`
	_, _, err := runBoth(t, "builtin.module(func.func(test-retype))", src)
	d := asDiag(t, err)
	if !strings.Contains(d.Message, "incorrect number of operands for callee") {
		t.Errorf("got %v, want the call's verifier error", err)
	}
	want := "the IR failed to verify after the nested pipeline 'func.func(test-retype)'"
	if len(d.Notes) != 1 || d.Notes[0].Message != want {
		t.Errorf("notes %v, want one naming the nested pipeline", d.Notes)
	}
}

func TestPanickingPass(t *testing.T) {
	for _, disable := range []bool{true, false} {
		pm := newTestPM(t, "builtin.module(func.func(test-mark),any(test-panic))", Config{DisableThreading: disable})
		_, err := pm.Run(parse(t, pm.Context(), twoFuncs))
		checkPanicErrors(t, err)
	}
}

func checkPanicErrors(t *testing.T, err error) {
	t.Helper()
	ds := Diagnostics(err)
	if len(ds) != 2 {
		t.Fatalf("got %v, want an error per function", err)
	}
	msg := ds[0].Message
	if !strings.HasPrefix(msg, "internal error: pass 'TestPanic' (test-panic) panicked on 'func.func' op: something broke\n") ||
		!strings.Contains(msg, "panicPass).Run") {
		t.Errorf("got %q, want the pass, the panic and the stack", msg)
	}
	if !sameLoc(ds[0].Loc, ir.NewFileLineColLoc("input.mlir", 2, 3)) {
		t.Errorf("at %v, want the function", ds[0].Loc)
	}
}

func TestPlainErrorBecomesDiagnostic(t *testing.T) {
	pm := newTestPM(t, "builtin.module(test-plain-error)", Config{})
	_, err := pm.Run(parse(t, pm.Context(), twoFuncs))
	if d := asDiag(t, err); d.Error() != "input.mlir:1:1: error: plain failure" {
		t.Errorf("got %v", d)
	}
}

func TestDiagnosticsFlattens(t *testing.T) {
	a, b := ir.Errorf(ir.UnknownLoc{}, "a"), ir.Errorf(ir.UnknownLoc{}, "b")
	got := Diagnostics(errors.Join(a, errors.Join(b, errors.New("c"))))
	if len(got) != 3 || got[0] != a || got[1] != b || got[2].Message != "c" {
		t.Errorf("got %v", got)
	}
	if Diagnostics(nil) != nil {
		t.Error("nil error has diagnostics")
	}
}

// dumpRun runs pipeline on twoFuncs with cfg and returns the dumps.
func dumpRun(t *testing.T, pipeline string, cfg Config) (string, error) {
	t.Helper()
	var out strings.Builder
	cfg.IROut = &out
	cfg.VerifyEach = true
	pm := newTestPM(t, pipeline, cfg)
	_, err := pm.Run(parse(t, pm.Context(), twoFuncs))
	return out.String(), err
}

func headers(dumps string) []string {
	return regexp.MustCompile(`(?m)^// -----// IR Dump .*$`).FindAllString(dumps, -1)
}

func TestPrintAfterAll(t *testing.T) {
	got, err := dumpRun(t, "builtin.module(func.func(test-options),test-count)", Config{PrintAfterAll: true})
	if err != nil {
		t.Fatal(err)
	}
	// The format of mlir-opt-16 --mlir-print-ir-after-all, byte for byte:
	// a nested operation alone, followed by an empty line; the top-level
	// one with its newline, and the empty line.
	want := `// -----// IR Dump After TestOptions (test-options) //----- //
func.func @foo(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  return %0 : i32
}

// -----// IR Dump After TestOptions (test-options) //----- //
func.func private @bar(%arg0: i32) -> i32 {
  return %arg0 : i32
}

// -----// IR Dump After TestCount (test-count) //----- //
module {
  func.func @foo(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func private @bar(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}


`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestPrintBeforeAndAfterSelected(t *testing.T) {
	got, err := dumpRun(t, "builtin.module(func.func(test-options,test-mark),test-count)",
		Config{PrintBefore: []string{"test-mark"}, PrintAfter: []string{"test-count"}, PrintBeforeAll: false})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"// -----// IR Dump Before TestMark (test-mark) //----- //",
		"// -----// IR Dump Before TestMark (test-mark) //----- //",
		"// -----// IR Dump After TestCount (test-count) //----- //",
	}
	if h := headers(got); !reflect.DeepEqual(h, want) {
		t.Errorf("headers %q, want %q", h, want)
	}
	got, _ = dumpRun(t, "builtin.module(func.func(test-options),test-count)", Config{PrintBeforeAll: true})
	if n := len(headers(got)); n != 3 {
		t.Errorf("%d dumps before all, want 3", n)
	}
}

func TestPrintAfterChange(t *testing.T) {
	// test-options and test-count mark the IR unchanged, test-mark changes
	// it; with value=0 twice in a row, the second run changes nothing but
	// does not say so: the fingerprint decides.
	got, err := dumpRun(t, "builtin.module(func.func(test-options,test-mark{value=0},test-mark{value=0}),test-count)",
		Config{PrintAfterAll: true, PrintAfterChange: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"// -----// IR Dump After TestMark (test-mark) //----- //",
		"// -----// IR Dump After TestMark (test-mark) //----- //",
	}
	if h := headers(got); !reflect.DeepEqual(h, want) {
		t.Errorf("headers %q, want %q", h, want)
	}
}

func TestPrintAfterFailure(t *testing.T) {
	got, err := dumpRun(t, "builtin.module(func.func(test-options,test-break))", Config{PrintAfterFailure: true})
	if err == nil {
		t.Fatal("no error")
	}
	// The broken function prints generically: custom printers may rely on
	// the IR being valid.
	want := `// -----// IR Dump After TestBreak Failed (test-break) //----- //
"func.func"() ({
^bb0(%arg0: i32):
  %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32
}) {function_type = (i32) -> i32, sym_name = "foo"} : () -> ()

`
	if !strings.HasPrefix(got, want) {
		t.Errorf("got\n%s\nwant it to start with\n%s", got, want)
	}
	if h := headers(got); len(h) != 2 {
		t.Errorf("headers %q, want one per failing function only", h)
	}
}

func TestPrintModuleScope(t *testing.T) {
	got, err := dumpRun(t, "builtin.module(func.func(test-mark))", Config{PrintAfter: []string{"test-mark"}, PrintModuleScope: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"// -----// IR Dump After TestMark (test-mark) ('func.func' operation: @foo) //----- //",
		"// -----// IR Dump After TestMark (test-mark) ('func.func' operation: @bar) //----- //",
	}
	if h := headers(got); !reflect.DeepEqual(h, want) {
		t.Errorf("headers %q, want %q", h, want)
	}
	// The first dump shows the whole module, bar not yet marked.
	first := got[:strings.Index(got[1:], "// -----//")+1]
	if !strings.Contains(first, "module {") || !strings.Contains(first, "return %arg0 : i32") || !strings.HasSuffix(first, "}\n\n\n") {
		t.Errorf("first dump:\n%s", first)
	}
}

func TestPrintTreeDir(t *testing.T) {
	dir := t.TempDir()
	got, err := dumpRun(t, "builtin.module(func.func(test-options,test-mark),test-count)",
		Config{PrintAfterAll: true, PrintBefore: []string{"test-count"}, PrintTreeDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if got != "" {
		t.Errorf("dumps went to IROut too:\n%s", got)
	}
	var files []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, path)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	sort.Strings(files)
	want := []string{
		"builtin_module_no-symbol-name/1_test-count.mlir",
		"builtin_module_no-symbol-name/2_test-count.mlir",
		"builtin_module_no-symbol-name/func_func_bar/0_1_test-options.mlir",
		"builtin_module_no-symbol-name/func_func_bar/0_2_test-mark.mlir",
		"builtin_module_no-symbol-name/func_func_foo/0_1_test-options.mlir",
		"builtin_module_no-symbol-name/func_func_foo/0_2_test-mark.mlir",
	}
	if !reflect.DeepEqual(files, want) {
		t.Errorf("files %q\nwant %q", files, want)
	}
	text, err := os.ReadFile(filepath.Join(dir, want[5]))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(text), "// -----// IR Dump After TestMark (test-mark) //----- //\nfunc.func @foo(") {
		t.Errorf("file content:\n%s", text)
	}
}

func TestPrintStatistics(t *testing.T) {
	pipeline := "builtin.module(func.func(test-mark,test-fail),test-count,func.func(test-mark))"
	pm := newTestPM(t, pipeline, Config{})
	if _, err := pm.Run(parse(t, pm.Context(), twoFuncs)); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	pm.PrintStatistics(&b)
	want := `===-------------------------------------------------------------------------===
                         ... Pass statistics report ...
===-------------------------------------------------------------------------===
  TestCount
    (S) 2 funcs - Number of functions
  TestMark
    (S) 4 funcs      - Number of functions visited
    (S) 6 marked-ops - Number of operations marked

`
	if b.String() != want {
		t.Errorf("list display:\n%s\nwant\n%s", b.String(), want)
	}

	pm = newTestPM(t, pipeline, Config{StatisticsDisplay: "pipeline"})
	for range 5 { // statistics add up over runs
		if _, err := pm.Run(parse(t, pm.Context(), manyFuncs(2))); err != nil {
			t.Fatal(err)
		}
	}
	b.Reset()
	pm.PrintStatistics(&b)
	want = `===-------------------------------------------------------------------------===
                         ... Pass statistics report ...
===-------------------------------------------------------------------------===
'func.func' Pipeline
  TestMark
    (S) 10 funcs      - Number of functions visited
    (S) 30 marked-ops - Number of operations marked
  TestFail
TestCount
  (S) 10 funcs - Number of functions
'func.func' Pipeline
  TestMark
    (S) 10 funcs      - Number of functions visited
    (S) 30 marked-ops - Number of operations marked

`
	if b.String() != want {
		t.Errorf("pipeline display:\n%s\nwant\n%s", b.String(), want)
	}
}

func TestTimingOfPipeline(t *testing.T) {
	timer := NewTimer()
	pm := newTestPM(t, "builtin.module(func.func(test-mark,test-options),test-count)", Config{Timer: timer})
	m := parse(t, pm.Context(), manyFuncs(8))
	if _, err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	timer.Stop()
	var b strings.Builder
	timer.Report(&b)
	names := regexp.MustCompile(`(?m)^  +\d+\.\d{4} \( *\d+\.\d%\)  (.*)$`).FindAllStringSubmatch(b.String(), -1)
	var got []string
	for _, n := range names {
		got = append(got, n[1])
	}
	want := []string{"'func.func' Pipeline", "  TestMark", "  TestOptions", "TestCount", "Rest", "Total"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("report lines %q, want %q; report:\n%s", got, want, b.String())
	}
}

func TestTopLevelOpAgnosticManagerChecksAnchors(t *testing.T) {
	pm := NewPassManager(testContext(t), AnyOp, Config{})
	pm.AddPass(newMarkPass()) // an op-agnostic manager does not nest
	if pm.Size() != 1 || pm.String() != "any(test-mark{value=1})" {
		t.Fatalf("pipeline %s", pm)
	}
	_, err := pm.Run(parse(t, pm.Context(), twoFuncs))
	if d := asDiag(t, err); d.Message != "'builtin.module' op trying to schedule pass 'test-mark' on an unsupported operation" {
		t.Errorf("got %v", err)
	}
}
