package cir_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// FuzzParseType parses arbitrary text as a type: it must not panic, and a
// cir type it accepts must print as text that parses back to it.
func FuzzParseType(f *testing.F) {
	for _, s := range []string{
		"!cir.int<s, 32>", "!cir.int<u, 1>", "!cir.bool", "!cir.long_double", "!cir.ptr<!cir.void>",
		"!cir.array<!cir.array<!cir.double x 4> x 0>", `!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>`,
		`!cir.struct<union {!cir.float}>`, "!cir.func<!cir.void (...)>", "!cir.func<!cir.int<s, 32> (!cir.ptr<!cir.int<s, 8>>, ...)>",
		"!cir.int<s, 0>", "!cir.array<!cir.int<s, 8> x -1>", "!cir.struct<struct", "!cir.func<(",
	} {
		f.Add(s)
	}
	ctx := all.NewContext()
	f.Fuzz(func(t *testing.T, s string) {
		typ, err := ir.ParseTypeString(ctx, s)
		if err != nil {
			return
		}
		text := ir.TypeString(typ)
		again, err := ir.ParseTypeString(ctx, text)
		if err != nil {
			t.Fatalf("%q parsed as %s, which does not parse: %v", s, text, err)
		}
		if again != typ {
			t.Fatalf("%q parsed as %s, which parses as %s", s, text, ir.TypeString(again))
		}
	})
}

// FuzzParseAttribute does the same for attributes: the cir constants.
func FuzzParseAttribute(f *testing.F) {
	for _, s := range []string{
		"#cir.int<-3> : !cir.int<s, 32>", "#cir.int<18446744073709551615> : !cir.int<u, 64>",
		"#cir.fp<1.500000e+00> : !cir.double", "#cir.fp<0x7FF8000000000000> : !cir.float", "#cir.bool<false> : !cir.bool",
		"#cir.ptr<null> : !cir.ptr<!cir.int<s, 32>>", "#cir.zero : !cir.struct<struct {!cir.int<s, 8>}>",
		`#cir.const_array<"a\00"> : !cir.array<!cir.int<u, 8> x 4>`,
		"#cir.const_array<[#cir.int<1> : !cir.int<s, 32>]> : !cir.array<!cir.int<s, 32> x 2>",
		`#cir.const_struct<{#cir.int<1> : !cir.int<s, 32>}> : !cir.struct<union "U" {!cir.int<s, 32>, !cir.float}>`,
		"#cir.global_view<@g> : !cir.ptr<!cir.int<s, 32>>", "#cir.int<300> : !cir.int<u, 8>", "#cir.zero",
	} {
		f.Add(s)
	}
	ctx := all.NewContext()
	f.Fuzz(func(t *testing.T, s string) {
		attr, err := ir.ParseAttributeString(ctx, s)
		if err != nil {
			return
		}
		text := ir.AttrString(attr)
		again, err := ir.ParseAttributeString(ctx, text)
		if err != nil {
			t.Fatalf("%q parsed as %s, which does not parse: %v", s, text, err)
		}
		if again != attr {
			t.Fatalf("%q parsed as %s, which parses as %s", s, text, ir.AttrString(again))
		}
	})
}

// FuzzParseOps parses arbitrary text as a module of cir ops: parsing,
// verifying and printing must not panic, and a module that verifies must
// print, in both forms, as text that reads back to the same module.
func FuzzParseOps(f *testing.F) {
	files, err := filepath.Glob("testdata/*.mlir")
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		// The cases of a diagnostics file, one seed each.
		for _, c := range strings.Split(string(src), "// -----") {
			f.Add(c)
		}
	}
	ctx := all.NewContext()
	f.Fuzz(func(t *testing.T, src string) {
		m, err := builtin.ParseModule(ctx, "fuzz.mlir", []byte(src))
		if err != nil {
			return
		}
		verified := ir.Verify(m) == nil
		var custom, generic strings.Builder
		if err := ir.Print(&custom, m, ir.PrintOptions{}); err != nil {
			t.Fatal(err)
		}
		if err := ir.Print(&generic, m, ir.PrintOptions{Generic: true}); err != nil {
			t.Fatal(err)
		}
		if !verified {
			return
		}
		for _, text := range []string{custom.String(), generic.String()} {
			again, err := builtin.ParseModule(ctx, "printed.mlir", []byte(text))
			if err != nil {
				t.Fatalf("the printed module does not parse: %v\n%s", err, text)
			}
			var out strings.Builder
			if err := ir.Print(&out, again, ir.PrintOptions{}); err != nil {
				t.Fatal(err)
			}
			if out.String() != custom.String() {
				t.Fatalf("the printed module reads back differently:\n%s\nvs\n%s", custom.String(), out.String())
			}
		}
		_ = ir.Print(io.Discard, m, ir.PrintOptions{DebugInfo: true})
	})
}
