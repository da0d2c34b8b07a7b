package passes

import (
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
)

// dynamicPass runs a pipeline of function passes, parsed from its option
// on every run, with State.RunPipeline: on each function of the operation
// it runs on (as the inliner does), or on an operation it does not own.
type dynamicPass struct {
	Pipeline string `option:"pipeline" help:"The passes to run on functions"`
	Target   string `option:"target" help:"nested (functions in the op), self, parent or sibling"`

	// prebuilt, when set, is run instead of parsing Pipeline: for runs by
	// hand, whose State has no registry.
	prebuilt *OpPassManager
}

func newDynamicPass() Pass { return &dynamicPass{Target: "nested"} }

func (*dynamicPass) Info() Info {
	return Info{Argument: "test-dynamic", Name: "TestDynamic", Summary: "runs a dynamic pipeline"}
}

func (p *dynamicPass) Run(op *ir.Operation, st *State) error {
	m := p.prebuilt
	if m == nil {
		var err error
		if m, err = ParsePassList(p.Pipeline, "<test-dynamic>", "func.func", st.Registry()); err != nil {
			return err
		}
	}
	var targets []*ir.Operation
	switch p.Target {
	case "nested":
		for inner := range op.Region(0).Ops() {
			if inner.Is("func.func") {
				targets = append(targets, inner)
			}
		}
	case "self":
		targets = append(targets, op)
	case "parent":
		targets = append(targets, op.ParentOp())
	case "sibling":
		targets = append(targets, op.Next())
	}
	var errs []error
	for _, target := range targets {
		if err := st.RunPipeline(m, target); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

func dynamicRegistry() *Registry {
	r := testRegistry()
	r.Register(newDynamicPass)
	return r
}

func newDynamicPM(t *testing.T, pipeline string, cfg Config) *PassManager {
	t.Helper()
	cfg.Registry = dynamicRegistry()
	return newTestPM(t, pipeline, cfg)
}

func TestRunPipelineFromAPass(t *testing.T) {
	pm := newDynamicPM(t, "builtin.module(test-dynamic{pipeline=test-mark{value=7}})", Config{VerifyEach: true})
	m := parse(t, pm.Context(), twoFuncs)
	diags, err := pm.Run(m)
	if err != nil {
		t.Fatal(err)
	}
	out := printOp(t, m)
	if got := strings.Count(out, "test.mark = 7 : i64"); got != 3 {
		t.Errorf("%d operations marked, want 3:\n%s", got, out)
	}
	// The remarks of the dynamic pipeline's passes are the calling pass's,
	// in the order they were made.
	var got []string
	for _, d := range diags {
		got = append(got, fmt.Sprint(d.Loc)+": "+d.Message)
	}
	want := []string{"input.mlir:2:3: 'func.func' op marked", "input.mlir:6:3: 'func.func' op marked"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("diagnostics %q, want %q", got, want)
	}
}

func TestRunPipelineRefusesWhatThePassDoesNotOwn(t *testing.T) {
	const outside = "'builtin.module' op Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing"
	for _, tt := range []struct{ pipeline, want string }{
		{"builtin.module(func.func(test-dynamic{target=parent pipeline=test-mark}))", outside},
		{"builtin.module(func.func(test-dynamic{target=sibling pipeline=test-mark}))",
			"'func.func' op Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing"},
		{"builtin.module(test-dynamic{target=self pipeline=test-mark})", "'builtin.module' op can't run 'func.func' pass manager on 'builtin.module' op"},
	} {
		pm := newDynamicPM(t, tt.pipeline, Config{DisableThreading: true})
		m := parse(t, pm.Context(), twoFuncs)
		before := printOp(t, m)
		_, err := pm.Run(m)
		if err == nil {
			t.Errorf("%s: no error", tt.pipeline)
			continue
		}
		if d := Diagnostics(err)[0]; d.Message != tt.want {
			t.Errorf("%s: got %q, want %q", tt.pipeline, d.Message, tt.want)
		}
		if after := printOp(t, m); after != before {
			t.Errorf("%s: the IR changed:\n%s", tt.pipeline, after)
		}
	}
}

func TestRunPipelineVerifiesAfterEachPass(t *testing.T) {
	pm := newDynamicPM(t, "builtin.module(test-dynamic{pipeline=test-break})", Config{VerifyEach: true})
	_, err := pm.Run(parse(t, pm.Context(), twoFuncs))
	d := asDiag(t, err)
	if !strings.HasPrefix(d.Message, "block with no terminator") {
		t.Errorf("got %v", err)
	}
	if len(d.Notes) != 1 || d.Notes[0].Message != "the IR failed to verify after pass 'TestBreak' (test-break)" {
		t.Errorf("notes %v", d.Notes)
	}

	// Without VerifyEach, nothing is verified inside either.
	pm = newDynamicPM(t, "builtin.module(test-dynamic{pipeline=test-break})", Config{})
	if _, err := pm.Run(parse(t, pm.Context(), twoFuncs)); err != nil {
		t.Errorf("unverified run failed: %v", err)
	}
}

func TestRunPipelineFailureFailsTheCaller(t *testing.T) {
	pm := newDynamicPM(t, "builtin.module(test-dynamic{pipeline={test-fail,test-mark}},test-count)", Config{})
	src := strings.Replace(twoFuncs, "@bar", "@bad", 1)
	m := parse(t, pm.Context(), src)
	_, err := pm.Run(m)
	if d := asDiag(t, err); d.Message != "'func.func' op is bad" {
		t.Errorf("got %v", err)
	}
	// The failing pipeline stopped on @bad; @foo ran all of it.
	out := printOp(t, m)
	if strings.Count(out, "test.mark") != 2 || strings.Contains(out[strings.Index(out, "@bad"):], "test.mark") {
		t.Errorf("marks:\n%s", out)
	}
}

func TestRunPipelineInstrumentation(t *testing.T) {
	var dumps strings.Builder
	timer := NewTimer()
	pm := newDynamicPM(t, "builtin.module(test-dynamic{pipeline=test-mark})",
		Config{PrintAfterAll: true, IROut: &dumps, Timer: timer, StatisticsDisplay: "pipeline"})
	for range 2 {
		if _, err := pm.Run(parse(t, pm.Context(), twoFuncs)); err != nil {
			t.Fatal(err)
		}
	}
	wantHeaders := []string{
		"// -----// IR Dump After TestMark (test-mark) //----- //",
		"// -----// IR Dump After TestMark (test-mark) //----- //",
		"// -----// IR Dump After TestDynamic (test-dynamic) //----- //",
	}
	wantHeaders = append(wantHeaders, wantHeaders...)
	if got := headers(dumps.String()); !reflect.DeepEqual(got, wantHeaders) {
		t.Errorf("dump headers %q, want %q", got, wantHeaders)
	}
	if !strings.Contains(dumps.String(), "// -----// IR Dump After TestMark (test-mark) //----- //\nfunc.func @foo(") {
		t.Errorf("a dynamic pass dumps the operation it ran on:\n%s", dumps.String())
	}

	timer.Stop()
	var report strings.Builder
	timer.Report(&report)
	var lines []string
	for _, n := range regexp.MustCompile(`(?m)^  +\d+\.\d{4} \( *\d+\.\d%\)  (.*)$`).FindAllStringSubmatch(report.String(), -1) {
		lines = append(lines, n[1])
	}
	wantLines := []string{"TestDynamic", "  'func.func' Pipeline", "    TestMark", "Rest", "Total"}
	if !reflect.DeepEqual(lines, wantLines) {
		t.Errorf("timing lines %q, want %q:\n%s", lines, wantLines, report.String())
	}

	// The pass parsed a new pipeline on each run: the report merges them.
	var stats strings.Builder
	pm.PrintStatistics(&stats)
	want := statisticsBannerText() + `TestDynamic
  'func.func' Pipeline
    TestMark
      (S) 4 funcs      - Number of functions visited
      (S) 6 marked-ops - Number of operations marked

`
	if stats.String() != want {
		t.Errorf("pipeline display:\n%s\nwant\n%s", stats.String(), want)
	}
	pm.cfg.StatisticsDisplay = "list"
	stats.Reset()
	pm.PrintStatistics(&stats)
	want = statisticsBannerText() + `  TestMark
    (S) 4 funcs      - Number of functions visited
    (S) 6 marked-ops - Number of operations marked

`
	if stats.String() != want {
		t.Errorf("list display:\n%s\nwant\n%s", stats.String(), want)
	}
}

func statisticsBannerText() string {
	var b strings.Builder
	writeBanner(&b, statisticsBanner)
	return b.String()
}

// A function pass running a dynamic pipeline on its own function, on many
// functions at once, gives what a serial run gives (run under -race).
func TestRunPipelineThreaded(t *testing.T) {
	const pipeline = "builtin.module(func.func(test-dynamic{target=self pipeline={test-mark{value=3},test-annotate}}))"
	var outs [2]string
	var diags [2][]*ir.Diagnostic
	for i, disable := range []bool{false, true} {
		pm := newDynamicPM(t, pipeline, Config{VerifyEach: true, DisableThreading: disable})
		m := parse(t, pm.Context(), callChain(40))
		var err error
		if diags[i], err = pm.Run(m); err != nil {
			t.Fatal(err)
		}
		outs[i] = printOp(t, m)
	}
	if outs[0] != outs[1] {
		t.Errorf("threaded and serial runs differ:\n%s\n---\n%s", outs[0], outs[1])
	}
	text := func(ds []*ir.Diagnostic) (lines []string) {
		for _, d := range ds {
			lines = append(lines, fmt.Sprint(d.Loc)+": "+d.Message)
		}
		return lines
	}
	if len(diags[0]) != 40 || !reflect.DeepEqual(text(diags[0]), text(diags[1])) {
		t.Errorf("diagnostics differ or are missing: %d and %d", len(diags[0]), len(diags[1]))
	}
	if strings.Count(outs[0], "test.annotated") != 40 {
		t.Errorf("not every function ran the pipeline:\n%s", outs[0])
	}
}

// A pass run by hand, with a State from NewState, can run a pipeline too:
// without instrumentation, reporting to the State.
func TestRunPipelineWithoutPassManager(t *testing.T) {
	ctx := testContext(t)
	m := parse(t, ctx, twoFuncs)
	pipeline := NewOpPassManager("func.func")
	pipeline.AddPass(newMarkPass())
	var diags ir.Diagnostics
	st := NewState(&diags, false)
	if st.Registry() != nil {
		t.Errorf("a hand-made State has a registry")
	}
	if err := (&dynamicPass{Target: "nested", prebuilt: pipeline}).Run(m, st); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(printOp(t, m), "test.mark"); n != 3 || len(diags.All()) != 2 {
		t.Errorf("%d marks, %d remarks", n, len(diags.All()))
	}
}

func TestParsePassList(t *testing.T) {
	reg := dynamicRegistry()
	m, err := ParsePassList(" test-mark{value=2}, test-options{names=x,y} ", "<list>", "func.func", reg)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.String(); got != "func.func(test-mark{value=2},test-options{big=0 count=10 flag=false huge=0 label=x names=x,y ratio=0.5 small=0})" {
		t.Errorf("parsed %s", got)
	}
	if m, err := ParsePassList("", "<list>", "func.func", reg); err != nil || !m.Empty() {
		t.Errorf("empty list: %v, %v", m, err)
	}
	_, err = ParsePassList("test-mark,test-count", "<list>", "func.func", reg)
	diagAt(t, err, "<list>", 11, "can't run 'test-count' pass on 'func.func' op")
	_, err = ParsePassList("test-mark)", "<list>", "func.func", reg)
	diagAt(t, err, "<list>", 10, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline")
	_, err = ParsePassList("test-mark,bogus", "<list>", "func.func", reg)
	diagAt(t, err, "<list>", 11, "'bogus' does not refer to a registered pass or pass pipeline")
}

func TestListOptionGroupsParentheses(t *testing.T) {
	p, err := NewPass(dynamicRegistry(), "test-options", "names=func.func(cse,canonicalize),any(cse) label=x")
	if err != nil {
		t.Fatal(err)
	}
	names := p.(*optionsPass).Names
	if want := []string{"func.func(cse,canonicalize)", "any(cse)"}; !reflect.DeepEqual(names, want) {
		t.Errorf("names %q, want %q", names, want)
	}
	// And the pass prints back to the same options.
	again, err := NewPass(dynamicRegistry(), "test-options", strings.TrimSuffix(strings.TrimPrefix(passString(p), "test-options{"), "}"))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again.(*optionsPass).Names, names) {
		t.Errorf("round trip gave %q", again.(*optionsPass).Names)
	}
}
