package offload_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// FuzzAttribute parses an offload attribute or type as a module
// attribute: no panic, and what parses prints back to itself.
func FuzzAttribute(f *testing.F) {
	for _, seed := range []string{
		"#offload<requires unified_shared_memory, reverse_offload>", "#offload<requires none>",
		"#offload<map_type always, close, tofrom>", "#offload<map_type alloc>", "#offload<map_type from, delete>",
		"#offload<entry @k : kernel>", "#offload<entry @x : link(@x.omp_ref)>", "#offload<map_type 0x4000>",
		"#offload<requires>", "#offload<entry @x : global(>", "[!offload.map, !offload.env]",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, attr string) {
		roundTrip(t, "module attributes {a = "+attr+"} {\n}\n")
	})
}

// fuzzPrelude declares what the fuzzed ops may name: a kernel, its host
// version, a global and its reference pointer; fuzzHead opens a function
// with pointers, a size, a device number, a condition and scalars, and
// two map entries and an environment to refer to.
const (
	fuzzPrelude = `cir.global external @x : !cir.double
cir.global external constant @x.omp_ref = #cir.global_view<@x> : !cir.ptr<!cir.double>
cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @h(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
`
	fuzzHead = `cir.func @f(%a: !cir.ptr<!cir.double>, %pp: !cir.ptr<!cir.ptr<!cir.double>>, %n: i64, %d: i32, %c: i1, %v: !cir.int<s, 32>) {
  %m0 = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to)
  %m1 = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(from)
  %e = offload.data_begin maps(%m0, %m1)
`
	fuzzTail = "  offload.data_end %e\n  cir.return\n}\n"
)

// FuzzOps parses one offload op written by the input (its name and
// clauses) inside a function that defines values to use.
func FuzzOps(f *testing.F) {
	for _, seed := range []string{
		"%q = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(always, tofrom) parent(%m0) attach(%pp : !cir.ptr<!cir.ptr<!cir.double>>) name(\"a\")",
		"%q = offload.data_begin device(%d) if(%c) maps(%m0)",
		"offload.enter_data maps(%m0) nowait depend(in %a : !cir.ptr<!cir.double>, inout %n : i64)",
		"offload.exit_data if(%c) device(%d) maps(%m1)",
		"offload.update maps(%m1) {x = 1}",
		"%q = offload.device_addr %e, %m0 : !cir.ptr<!cir.double>",
		"%q = offload.translate %a device(%d) : !cir.ptr<!cir.double>",
		"offload.launch @k(%m0, %v : !offload.map, !cir.int<s, 32>) host_fallback(@h) env(%e) num_teams(%d) thread_limit(%d) nowait",
		"offload.launch @k() host_fallback(@h)", "offload.map base(", "offload.launch @k(%a : ) host_fallback(@h)",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, op string) {
		roundTrip(t, fuzzPrelude+fuzzHead+"  "+op+"\n"+fuzzTail)
	})
}

// FuzzEntries parses an offload.entries table whose list is the input.
func FuzzEntries(f *testing.F) {
	for _, seed := range []string{"[@k : kernel, @x : global(@x.omp_ref)]", "[]", "[@x : link(@x.omp_ref)]", "[@k : kernel"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, list string) {
		roundTrip(t, fuzzPrelude+"offload.entries "+list+"\n")
	})
}

func roundTrip(t *testing.T, src string) {
	m, err := builtin.ParseModule(all.NewContext(), "fuzz.mlir", []byte(src))
	if err != nil || ir.Verify(m) != nil {
		return
	}
	for _, generic := range []bool{false, true} {
		var first strings.Builder
		if err := ir.Print(&first, m, ir.PrintOptions{Generic: generic}); err != nil {
			t.Fatal(err)
		}
		again, err := builtin.ParseModule(all.NewContext(), "again.mlir", []byte(first.String()))
		if err != nil {
			t.Fatalf("printed form does not parse: %v\n%s", err, first.String())
		}
		var second strings.Builder
		if err := ir.Print(&second, again, ir.PrintOptions{Generic: generic}); err != nil {
			t.Fatal(err)
		}
		if first.String() != second.String() {
			t.Fatalf("not a fixed point:\n%s\n---\n%s", first.String(), second.String())
		}
	}
}
