package llvm_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// checkParse parses src; an error must be a located diagnostic. It
// returns the module, or nil when src does not parse and verify.
func checkParse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	m, err := builtin.ParseModule(all.NewContext(), "fuzz.mlir", []byte(src))
	if err == nil {
		err = ir.Verify(m)
	}
	if err == nil {
		return m
	}
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		t.Fatalf("error is not a diagnostic: %v", err)
	}
	if loc, ok := ir.FileLineCol(d.Loc); !ok || loc.File() != "fuzz.mlir" || loc.Line() < 1 || d.Message == "" {
		t.Fatalf("badly located diagnostic: %v", d)
	}
	return nil
}

// checkFixedPoint checks that what strata prints of a valid module reads
// back and prints the same, in both forms.
func checkFixedPoint(t *testing.T, m *ir.Operation) {
	t.Helper()
	for _, generic := range []bool{false, true} {
		var first strings.Builder
		if err := ir.Print(&first, m, ir.PrintOptions{Generic: generic}); err != nil {
			t.Fatal(err)
		}
		again := checkParse(t, first.String())
		if again == nil {
			t.Fatalf("printed module does not read back:\n%s", first.String())
		}
		var second strings.Builder
		if err := ir.Print(&second, again, ir.PrintOptions{Generic: generic}); err != nil {
			t.Fatal(err)
		}
		if first.String() != second.String() {
			t.Fatalf("print is not a fixed point:\n%s\nthen\n%s", first.String(), second.String())
		}
	}
}

// FuzzTypesAndAttributes feeds the LLVM type and attribute parsers: the
// input is used as a function argument type and as an attribute value.
func FuzzTypesAndAttributes(f *testing.F) {
	for _, s := range []string{
		"!llvm.ptr", "!llvm.ptr<3>", "!llvm.array<4 x array<2 x f64>>", "!llvm.struct<(i32, ptr)>",
		`!llvm.struct<"s", packed (i8, i64)>`, `!llvm.struct<"o", opaque>`, "!llvm.func<i32 (ptr, ...)>",
		"#llvm.linkage<internal>", "#llvm.cconv<fastcc>", "#llvm.fastmath<nnan, ninf>", "#llvm.fastmath<fast>",
		"#llvm.overflow<nsw, nuw>", "#llvm.overflow<none>", "!llvm.struct<(", "#llvm.fastmath<>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if strings.ContainsAny(s, "\n{}") {
			return // keep the input inside its slot
		}
		for _, src := range []string{
			"llvm.func @f(" + s + ")",
			"llvm.func @f() attributes {a = " + s + "}",
		} {
			if m := checkParse(t, src); m != nil {
				checkFixedPoint(t, m)
			}
		}
	})
}

// FuzzOps feeds whole programs in the llvm dialect to the parser, the
// verifier and the printer.
func FuzzOps(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.mlir")
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		for _, c := range strings.Split(string(data), "\n// -----\n") {
			f.Add(c)
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		if m := checkParse(t, src); m != nil {
			checkFixedPoint(t, m)
		}
	})
}
