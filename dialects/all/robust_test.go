package all_test

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// exercise parses src and, when that works, verifies it and prints it in
// both forms whatever the verifier said: none of it may panic.
func exercise(src string) {
	m, err := builtin.ParseModule(all.NewContext(), "mutant.mlir", []byte(src))
	if err != nil {
		return
	}
	_ = ir.Verify(m)
	_ = ir.Print(io.Discard, m, ir.PrintOptions{})
	_ = ir.Print(io.Discard, m, ir.PrintOptions{Generic: true})
}

// mutants returns variants of src: each line dropped in turn, and some
// tokens swapped for others of the same kind, which keep the text
// parseable while breaking the IR in ways verifiers and custom printers
// must survive.
func mutants(src string) []string {
	lines := strings.Split(src, "\n")
	var out []string
	for i := range lines {
		out = append(out, strings.Join(append(append([]string{}, lines[:i]...), lines[i+1:]...), "\n"))
	}
	swaps := [][2]string{
		{"i32", "i64"}, {"f32", "i32"}, {"index", "i1"}, {"i1", "i8"},
		{"array<i32: 1, 0, 0>", "array<i32: 0, 1>"}, {"array<i32: 1", "array<i32: 2"},
		{"case_operand_segments = array<i32: 0", "case_operand_segments = array<i32: 3"},
		{"({", "({\n^bb9(%zz: i32):"}, {"-> ()", "-> i32"}, {") : (", ", %arg0) : ("},
		{"predicate = 2", "predicate = 99"}, {"fastmath = #arith.fastmath<none>", "fastmath = 1"},
		{"sym_name", "sym_nam"}, {"function_type", "function_typ"}, {"value = ", "value = @x, v = "},
	}
	for _, s := range swaps {
		if strings.Contains(src, s[0]) {
			out = append(out, strings.ReplaceAll(src, s[0], s[1]))
			out = append(out, strings.Replace(src, s[0], s[1], 1))
		}
	}
	return out
}

// TestMutantsDoNotPanic runs broken variants of every test file, in both
// forms, through the parser, verifier and printers.
func TestMutantsDoNotPanic(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, f := range allTestFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := builtin.ParseModule(all.NewContext(), f, src)
		if err != nil {
			t.Fatal(err)
		}
		var generic strings.Builder
		if err := ir.Print(&generic, m, ir.PrintOptions{Generic: true}); err != nil {
			t.Fatal(err)
		}
		for _, text := range []string{string(src), generic.String()} {
			for _, mut := range mutants(text) {
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Fatalf("%s: panic %v on\n%s", f, r, mut)
						}
					}()
					exercise(mut)
				}()
			}
		}
	}
}

// FuzzParseVerifyPrint starts from the test files.
func FuzzParseVerifyPrint(f *testing.F) {
	for _, d := range testdataDirs {
		entries, _ := os.ReadDir(d)
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".mlir") {
				if src, err := os.ReadFile(d + "/" + e.Name()); err == nil {
					f.Add(string(src))
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, src string) { exercise(src) })
}
