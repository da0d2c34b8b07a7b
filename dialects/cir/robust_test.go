package cir_test

import (
	"io"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// TestMalformedDoesNotPanic breaks the generic form of every testdata
// program (each line dropped in turn, attributes renamed or retyped) and
// runs the result through the parser, the verifier and both printers:
// custom printers and verifiers see IR that the custom parsers never make,
// and must report it rather than panic.
func TestMalformedDoesNotPanic(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	ctx := all.NewContext()
	swaps := [][2]string{
		{"function_type", "function_typ"}, {"sym_type", "sym_typ"}, {"allocaType", "allocaTyp"},
		{"kind = \"", "kind = 1, k = \""}, {"cases = [", "cases = [[], "}, {"[\"equal\", ", "[\"equal\", \"x\", "},
		{"callee = @", "callee = \"x\", c = @"}, {"index = ", "index = \"x\", i = "}, {"value = #", "value = 1, v = #"},
		{"name = @", "name = 1, n = @"}, {"initial_value = #", "initial_value = 1, iv = #"}, {"linkage = \"", "linkage = \"weak"},
		{"!cir.int<s, 32>", "!cir.int<s, 64>"}, {"!cir.bool", "!cir.int<s, 8>"}, {"({", "({\n^bb9(%zz: !cir.bool):"},
		{"}, {", "}, {\n^bb7:\n\"cir.yield\"() : () -> ()\n}, {"}, {") : () -> ()", ", %arg0) : () -> ()"},
	}
	for _, f := range dialecttest.TestFiles(t, "testdata") {
		_, generic := dialecttest.RoundTrip(t, f)
		lines := strings.Split(generic, "\n")
		var mutants []string
		for i := range lines {
			mutants = append(mutants, strings.Join(append(append([]string{}, lines[:i]...), lines[i+1:]...), "\n"))
		}
		for _, s := range swaps {
			mutants = append(mutants, strings.ReplaceAll(generic, s[0], s[1]), strings.Replace(generic, s[0], s[1], 1))
		}
		parsed := 0
		for _, src := range mutants {
			m, err := builtin.ParseModule(ctx, "mutant.mlir", []byte(src))
			if err != nil {
				continue
			}
			parsed++
			_ = ir.Verify(m)
			for _, opts := range []ir.PrintOptions{{}, {Generic: true}} {
				if err := ir.Print(io.Discard, m, opts); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Logf("%s: %d of %d mutants parse", f, parsed, len(mutants))
	}
}
