package passes

import (
	"strings"
	"testing"
)

func TestParsePipelineRoundTrip(t *testing.T) {
	reg := testRegistry()
	for _, tc := range []struct{ text, want string }{
		{"builtin.module()", "builtin.module()"},
		{"builtin.module(test-count)", "builtin.module(test-count)"},
		{" builtin.module( func.func( test-fail , test-fail ) , test-count ) ", "builtin.module(func.func(test-fail,test-fail),test-count)"},
		{"builtin.module(func.func(test-mark{value=3}),func.func(test-fail))", "builtin.module(func.func(test-mark{value=3}),func.func(test-fail))"},
		{"builtin.module(any(test-panic))", "builtin.module(any(test-panic))"},
		{"builtin.module(func.func(builtin.module(test-count)))", "builtin.module(func.func(builtin.module(test-count)))"},
		{"builtin.module(func.func())", "builtin.module(func.func())"},
		{"builtin.module(test-options{names={a,b} label='x y'})",
			"builtin.module(test-options{big=0 count=10 flag=false huge=0 label={x y} names=a,b ratio=0.5 small=0})"},
		{"any(test-panic)", "any(test-panic)"},
	} {
		m, err := ParsePipeline(tc.text, "pipeline", reg)
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		got := m.String()
		if got != tc.want {
			t.Errorf("%q printed as\n%s, want\n%s", tc.text, got, tc.want)
		}
		again, err := ParsePipeline(got, "pipeline", reg)
		if err != nil {
			t.Errorf("%q does not parse back: %v", got, err)
		} else if again.String() != got {
			t.Errorf("%q reprints as %q", got, again.String())
		}
	}
}

func TestParsePipelineErrors(t *testing.T) {
	const wrap = "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
	for _, tc := range []struct {
		text string
		col  int
		msg  string
	}{
		{"builtin.module(foo)", 16, "'foo' does not refer to a registered pass or pass pipeline"},
		{"builtin.module(func.func(test-fail)", 15, "encountered unbalanced parentheses while parsing pipeline"},
		{"builtin.module(func.func(test-fail)))", 37, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline"},
		{"builtin.module(,test-count)", 16, "'' does not refer to a registered pass or pass pipeline"},
		{"builtin.module(test-count,)", 27, "'' does not refer to a registered pass or pass pipeline"},
		{"builtin.module(test-count test-count)", 16, "'test-count test-count' does not refer to a registered pass or pass pipeline"},
		{"builtin.module(test-mark{value=x})", 32, "invalid value 'x' for option 'value': expected an integer"},
		{"builtin.module(test-mark{bogus=1})", 26, "no such option 'bogus' for pass 'test-mark'"},
		{"builtin.module(test-mark{value=3)", 25, "missing closing '}' while processing pass options"},
		{"builtin.module(test-options{flag}x)", 34, "expected ',' or ')' after a pipeline element"},
		{"builtin.module(func.func(test-fail)test-count)", 36, "expected ',' or ')' after a pipeline element"},
		{"builtin.module(test-mark)", 16, "can't run 'test-mark' pass on 'builtin.module' op"},
		{"builtin.module(func.func(test-count))", 26, "can't run 'test-count' pass on 'func.func' op"},
		{"test-count", 1, wrap},
		{"", 1, wrap},
		{"builtin.module(test-count),builtin.module(test-count)", 1, wrap},
		{"test-count,builtin.module(test-count)", 1, wrap},
	} {
		_, err := ParsePipeline(tc.text, "pipeline", testRegistry())
		if err == nil {
			t.Errorf("%q: no error", tc.text)
			continue
		}
		t.Run(tc.text, func(t *testing.T) { diagAt(t, err, "pipeline", tc.col, tc.msg) })
	}
}

func TestImplicitNesting(t *testing.T) {
	pm := NewPassManager(testContext(t), "builtin.module", Config{Registry: testRegistry()})
	pm.AddPass(newMarkPass())
	pm.AddPass(&failPass{})      // joins the func.func pipeline just made
	pm.AddPass(newOptionsPass()) // runs on any op: stays at the top
	pm.AddPass(&failPass{})      // the last element is not a func.func pipeline: a new one
	pm.AddPass(&countPass{})
	pm.Nest(AnyOp).AddPass(&failPass{}) // an op-agnostic pipeline takes any pass
	want := "builtin.module(func.func(test-mark{value=1},test-fail)," + passString(newOptionsPass()) +
		",func.func(test-fail),test-count,any(test-fail))"
	if got := pm.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestAddPipeline(t *testing.T) {
	pm := NewPassManager(testContext(t), "builtin.module", Config{Registry: testRegistry()})
	if err := pm.AddPipeline("builtin.module(test-count)", "p1"); err != nil {
		t.Fatal(err)
	}
	if err := pm.AddPipeline("builtin.module(func.func(test-fail),test-count)", "p2"); err != nil {
		t.Fatal(err)
	}
	if err := pm.AddPassByArgument("test-mark", "value=7", "flag"); err != nil {
		t.Fatal(err)
	}
	if err := pm.AddPassByArgument("test-fail", "", "flag"); err != nil {
		t.Fatal(err)
	}
	want := "builtin.module(test-count,func.func(test-fail),test-count,func.func(test-mark{value=7},test-fail))"
	if got := pm.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}

	err := pm.AddPipeline("func.func(test-fail)", "p3")
	diagAt(t, err, "p3", 1, "can't run 'func.func' pass manager on 'builtin.module' op")
	err = pm.AddPipeline("test-count", "p4")
	diagAt(t, err, "p4", 1, "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")
	err = pm.AddPipeline("builtin.module(test-count,nope)", "p5")
	diagAt(t, err, "p5", 27, "'nope' does not refer to a registered pass or pass pipeline")
	err = pm.AddPassByArgument("test-mark", "value=1 value=z", "flag")
	diagAt(t, err, "flag", 15, "invalid value 'z' for option 'value': expected an integer")
	err = pm.AddPassByArgument("nope", "", "flag")
	diagAt(t, err, "flag", 1, "'nope' does not refer to a registered pass or pass pipeline")
	if got := pm.String(); got != want {
		t.Errorf("failed additions changed the pipeline to %s", got)
	}

	noRegistry := NewPassManager(testContext(t), "builtin.module", Config{})
	err = noRegistry.AddPipeline("builtin.module()", "p")
	diagAt(t, err, "p", 1, "no pass registry to look the pipeline's passes up in")
}

func TestPipelineErrorOnLaterLine(t *testing.T) {
	_, err := ParsePipeline("builtin.module(\n  test-count,\n  nope)", "multi", testRegistry())
	d := asDiag(t, err)
	if got := d.Error(); got != "multi:3:3: error: 'nope' does not refer to a registered pass or pass pipeline" {
		t.Errorf("got %s", got)
	}
}

// TestParsePipelineNestingLimit: pipelines nest maxNesting deep; one level
// more is an error at its '(', not a stack overflow.
func TestParsePipelineNestingLimit(t *testing.T) {
	nest := func(n int) string {
		return strings.Repeat("builtin.module(", n) + strings.Repeat(")", n)
	}
	if _, err := ParsePipeline(nest(maxNesting), "pipeline", testRegistry()); err != nil {
		t.Errorf("nesting %d: %v", maxNesting, err)
	}
	_, err := ParsePipeline(nest(maxNesting+1), "pipeline", testRegistry())
	diagAt(t, err, "pipeline", 15*(maxNesting+1), "nesting depth exceeds the limit of 1000")
	_, err = ParsePipeline(nest(100000), "pipeline", testRegistry())
	diagAt(t, err, "pipeline", 15*(maxNesting+1), "nesting depth exceeds the limit of 1000")
	// Braces in a pass's options in a pipeline are bounded alike.
	opts := func(n int) string {
		return "builtin.module(func.func(test-options{label=" + strings.Repeat("{", n) + strings.Repeat("}", n) + "}))"
	}
	if _, err := ParsePipeline(opts(maxNesting), "pipeline", testRegistry()); err != nil {
		t.Errorf("option nesting %d: %v", maxNesting, err)
	}
	_, err = ParsePipeline(opts(maxNesting+1), "pipeline", testRegistry())
	diagAt(t, err, "pipeline", len("builtin.module(func.func(test-options{label=")+maxNesting+1, "nesting depth exceeds the limit of 1000 in the value of option 'label'")
}
