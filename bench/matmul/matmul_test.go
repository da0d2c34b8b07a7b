package main

import (
	"strings"
	"testing"
	"time"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

func TestParseOutput(t *testing.T) {
	o, err := parseOutput("checksum 268432888.25\nkernel 2.500000 s\n")
	if err != nil {
		t.Fatal(err)
	}
	if o.checksum != "268432888.25" || o.kernel != 2500*time.Millisecond {
		t.Errorf("got %+v", o)
	}
	for _, bad := range []string{"", "checksum 1\n", "kernel 1 s\n", "checksum 1\nkernel x s\n"} {
		if _, err := parseOutput(bad); err == nil {
			t.Errorf("parseOutput(%q) accepted", bad)
		}
	}
}

// The workload in cir, as is and with the target attributes, must parse
// and verify: a benchmark of a program that does not is meaningless.
func TestWorkloadParses(t *testing.T) {
	for name, src := range map[string]string{
		"plain":  cirSource,
		"target": withTargetAttrs(cirSource, "x86_64-pc-linux-gnu", "e-m:e-i64:64-n8:16:32:64-S128"),
	} {
		ctx := all.NewContext()
		m, err := builtin.ParseModule(ctx, name, []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if got := withTargetAttrs("!a = i32\nfoo\n", "T", "D"); !strings.HasPrefix(got, "!a = i32\nmodule attributes {llvm.data_layout = \"D\", llvm.target_triple = \"T\"} {\nfoo\n}") {
		t.Errorf("withTargetAttrs = %q", got)
	}
}

func TestAnalyzeKernel(t *testing.T) {
	ll := `target triple = "x86_64-pc-linux-gnu"
define void @other() {
  %v = fadd <2 x double> %a, %b
}
define void @matmul(i32 %0, ptr noalias %1) {
  %2 = add nsw i32 %0, 1
  %3 = getelementptr inbounds double, ptr %1, i64 4
  %4 = getelementptr double, ptr %1, i64 5
  %5 = load <2 x double>, ptr %3, align 8
}
`
	f := analyzeKernel(ll)
	want := irFacts{found: true, hasTriple: true, vectorOps: 1, nsw: 1, inbounds: 1, geps: 2, noaliasArgs: 1}
	if f != want {
		t.Errorf("analyzeKernel = %+v, want %+v", f, want)
	}
	if f := analyzeKernel("define void @f() {\n}\n"); f.found {
		t.Error("found a kernel where there is none")
	}
}

// FuzzParseOutput: any text either parses to a checksum and a
// non-negative kernel time or is an error; it never panics.
func FuzzParseOutput(f *testing.F) {
	for _, seed := range []string{"checksum 1.5\nkernel 0.25 s\n", "kernel -1 s\nchecksum x\n", "checksum\n", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := parseOutput(text)
		if err == nil && (o.checksum == "" || o.kernel < 0) {
			t.Errorf("parseOutput(%q) = %+v without an error", text, o)
		}
	})
}

func TestParseOutputRejectsNonFiniteTimes(t *testing.T) {
	for _, v := range []string{"NaN", "+Inf", "-0.5"} {
		if _, err := parseOutput("checksum 1\nkernel " + v + " s\n"); err == nil {
			t.Errorf("kernel time %s accepted", v)
		}
	}
}
