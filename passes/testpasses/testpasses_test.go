package testpasses

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

const input = `func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g() {
  return
}
`

// funcs parses input and returns its module and functions.
func funcs(t *testing.T) (*ir.Operation, []*ir.Operation) {
	t.Helper()
	m := dialecttest.ParseVerified(t, "in.mlir", input)
	var fns []*ir.Operation
	for op := range m.Region(0).Blocks()[0].Ops() {
		fns = append(fns, op)
	}
	return m, fns
}

func TestRegister(t *testing.T) {
	r := passes.NewRegistry()
	Register(r)
	var args []string
	for _, info := range r.Passes() {
		args = append(args, info.Argument)
		if info.Summary == "" || info.Name == "" {
			t.Errorf("%s: no summary or name", info.Argument)
		}
	}
	want := "test-break-verifier test-count-ops test-emit-remark test-fail test-greedy-nonconverging test-legalize test-module-count-ops"
	if got := strings.Join(args, " "); !strings.Contains(got, want) {
		t.Errorf("registered %q, want %q among them", got, want)
	}
}

func TestBreakVerifier(t *testing.T) {
	m, fns := funcs(t)
	for _, fn := range fns {
		if err := NewBreakVerifier().Run(fn, passes.NewState(nil, false)); err != nil {
			t.Fatal(err)
		}
	}
	err := ir.Verify(m)
	if err == nil || !strings.Contains(err.Error(), "block with no terminator") {
		t.Errorf("verify after test-break-verifier: %v", err)
	}
}

func TestFail(t *testing.T) {
	_, fns := funcs(t)
	p := NewFail()
	err := p.Run(fns[0], passes.NewState(nil, false))
	if err == nil || err.Error() != "in.mlir:1:1: error: 'func.func' op failed as asked by test-fail on @f" {
		t.Errorf("test-fail on @f: %v", err)
	}
	p.Only = "g"
	if err := p.Run(fns[0], passes.NewState(nil, false)); err != nil {
		t.Errorf("test-fail{only=g} on @f: %v", err)
	}
}

func TestEmitRemark(t *testing.T) {
	_, fns := funcs(t)
	for _, tt := range []struct{ severity, want string }{
		{"remark", "in.mlir:1:1: remark: 'func.func' op visited function @f"},
		{"warning", "in.mlir:1:1: warning: 'func.func' op visited function @f"},
		{"error", "in.mlir:1:1: error: 'func.func' op visited function @f"},
	} {
		var diags ir.Diagnostics
		st := passes.NewState(&diags, false)
		p := NewEmitRemark()
		p.Severity = tt.severity
		if err := p.Run(fns[0], st); err != nil {
			t.Fatal(err)
		}
		all := diags.All()
		if len(all) != 1 || all[0].Error() != tt.want || !st.Unchanged() {
			t.Fatalf("%s: reported %v, unchanged %v", tt.severity, all, st.Unchanged())
		}
		if n := all[0].Notes; len(n) != 1 || n[0].Error() != "in.mlir:2:8: note: its first operation is 'arith.addi'" {
			t.Errorf("%s: notes %v", tt.severity, n)
		}
	}
	p := NewEmitRemark()
	p.Severity = "bogus"
	if err := p.Run(fns[0], passes.NewState(nil, false)); err == nil {
		t.Error("an unknown severity is accepted")
	}
}

func TestCountOps(t *testing.T) {
	m, fns := funcs(t)
	p := NewCountOps()
	st := passes.NewState(nil, false)
	if err := p.Run(fns[0], st); err != nil {
		t.Fatal(err)
	}
	if p.NumOps.Value() != 2 || !st.Unchanged() {
		t.Errorf("@f: counted %d ops, unchanged %v", p.NumOps.Value(), st.Unchanged())
	}
	mp := NewModuleCountOps()
	if err := mp.Run(m, passes.NewState(nil, false)); err != nil {
		t.Fatal(err)
	}
	if mp.NumOps.Value() != 5 {
		t.Errorf("module: counted %d ops, want 5", mp.NumOps.Value())
	}
}
