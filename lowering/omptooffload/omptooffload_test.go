package omptooffload

import (
	"errors"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// parse parses and verifies src.
func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	return dialecttest.ParseVerified(t, "input.mlir", src)
}

// run runs the pass on src's module; the output must verify.
func run(t *testing.T, src string) (*ir.Operation, string, *Pass) {
	t.Helper()
	m := parse(t, src)
	p := NewPass().(*Pass)
	var diags ir.Diagnostics
	if err := p.Run(m, passes.NewState(&diags, false)); err != nil {
		t.Fatalf("run: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("output does not verify: %v\n%s", err, m)
	}
	var sb strings.Builder
	if err := ir.Print(&sb, m, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return m, sb.String(), p
}

// runError runs the pass on src, which it must refuse, and returns the
// diagnostic.
func runError(t *testing.T, src string) *ir.Diagnostic {
	t.Helper()
	m := parse(t, src)
	var diags ir.Diagnostics
	err := NewPass().Run(m, passes.NewState(&diags, false))
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		t.Fatalf("want a diagnostic, got %v", err)
	}
	return d
}

// target is a cir function with a target region: n is mapped by copy and
// read by num_teams, a tofrom; the region calls @work.
const target = `
cir.func @work(%x: !cir.int<s, 32>) -> !cir.int<s, 32> {
  %r = cir.call @work(%x) : (!cir.int<s, 32>) -> !cir.int<s, 32>
  cir.return %r : !cir.int<s, 32>
}
cir.global external @g = #cir.int<0> : !cir.int<s, 32>
cir.func @main() {
  %n = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"] {alignment = 4 : i64}
  %a = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["a"] {alignment = 4 : i64}
  %mn = omp.map.info var_ptr(%n : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) map_clauses(implicit, to) capture(ByCopy) -> !cir.ptr<!cir.int<s, 32>> {name = "n"}
  %ma = omp.map.info var_ptr(%a : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) map_clauses(tofrom) capture(ByRef) -> !cir.ptr<!cir.int<s, 32>> {name = "a"}
  omp.target map_entries(%mn -> %arg0, %ma -> %arg1 : !cir.ptr<!cir.int<s, 32>>, !cir.ptr<!cir.int<s, 32>>) {
    %v = cir.load %arg0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %t = builtin.unrealized_conversion_cast %v : !cir.int<s, 32> to i32
    omp.teams num_teams( to %t : i32) {
      %w = cir.call @work(%v) : (!cir.int<s, 32>) -> !cir.int<s, 32>
      %gp = cir.get_global @g : !cir.ptr<!cir.int<s, 32>>
      cir.store %w, %gp : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
      cir.store %w, %arg1 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
      omp.terminator
    }
    omp.terminator
  }
  cir.return
}
`

func TestTarget(t *testing.T) {
	m, text, p := run(t, target)
	if strings.Contains(text, "omp.target") || strings.Contains(text, "omp.map.info") {
		t.Errorf("omp target ops left:\n%s", text)
	}
	var launch offload.LaunchOp
	m.WalkAll(func(op *ir.Operation) {
		if l, ok := offload.AsLaunch(op); ok {
			launch = l
		}
	})
	if launch.Operation == nil {
		t.Fatalf("no launch:\n%s", text)
	}
	if launch.Callee() != "__omp_offloading_main_l12" || launch.HostFallback() != "__omp_offloading_main_l12.host" {
		t.Errorf("launch of %s, fallback %s", launch.Callee(), launch.HostFallback())
	}
	args := launch.Args()
	if len(args) != 2 || args[0].DefiningOp() == nil || !args[0].DefiningOp().Is("cir.load") {
		t.Errorf("the by-copy n must pass as a value loaded at the launch: %s", launch)
	}
	if _, ok := offload.AsMap(args[1].DefiningOp()); !ok || launch.Env() == nil {
		t.Errorf("a must pass as a map entry of the launch's environment: %s", launch)
	}
	// num_teams reads n on the host, before the launch.
	nt := launch.NumTeams()
	if nt == nil || nt.DefiningOp() == nil || !nt.DefiningOp().Is(builtin.UnrealizedConversionCastOpName) {
		t.Fatalf("num_teams: %v", nt)
	}
	if ld := nt.DefiningOp().Operand(0).DefiningOp(); ld == nil || !ld.Is("cir.load") || ld.Operand(0) != allocaNamed(m, "main", "n") {
		t.Errorf("num_teams must load n's host variable:\n%s", text)
	}
	for _, want := range []string{
		"cir.func @work.omp_device(%arg0: !cir.int<s, 32>) -> !cir.int<s, 32> attributes {offload.device} {\n    %0 = cir.call @work.omp_device(%arg0)",
		"cir.global internal @g.omp_ref = #cir.global_view<@g> : !cir.ptr<!cir.int<s, 32>>",
		"offload.entries [@__omp_offloading_main_l12 : kernel, @g : global(@g.omp_ref)]",
		"attributes {offload.kernel} {\n    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, [\"n\"]\n    cir.store %arg0, %0",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
	if p.Kernels.Value() != 1 || p.Clones.Value() != 1 || p.RefGlobs.Value() != 1 {
		t.Errorf("statistics: %d kernels, %d clones, %d globals", p.Kernels.Value(), p.Clones.Value(), p.RefGlobs.Value())
	}
	// The output does not depend on the run.
	if _, again, _ := run(t, target); again != text {
		t.Errorf("two runs differ:\n%s\n---\n%s", text, again)
	}
}

// allocaNamed returns the address of the local name of function fn.
func allocaNamed(m *ir.Operation, fn, name string) *ir.Value {
	var v *ir.Value
	m.WalkAll(func(op *ir.Operation) {
		if f := op.ParentOfKind("cir.func"); op.Is("cir.alloca") && f != nil && f.Attr(ir.SymbolNameAttr) == ir.Attribute(ir.Str(fn)) &&
			op.Attr("name") == ir.Attribute(ir.Str(name)) {
			v = op.Result(0)
		}
	})
	return v
}

func TestDataConstructs(t *testing.T) {
	_, text, p := run(t, `
cir.global external @g : !cir.array<!cir.double x 4>
cir.func @f(%d: i32) {
  %g1 = cir.get_global @g : !cir.ptr<!cir.array<!cir.double x 4>>
  %m = omp.map.info var_ptr(%g1 : !cir.ptr<!cir.array<!cir.double x 4>>, !cir.array<!cir.double x 4>) map_clauses(tofrom) capture(ByRef) -> !cir.ptr<!cir.array<!cir.double x 4>> {name = "g"}
  %g2 = cir.get_global @g : !cir.ptr<!cir.array<!cir.double x 4>>
  omp.target_data device(%d : i32) map_entries(%m : !cir.ptr<!cir.array<!cir.double x 4>>) use_device_addr(%g2 -> %arg0 : !cir.ptr<!cir.array<!cir.double x 4>>) {
    %e = cir.cast(array_to_ptrdecay, %arg0 : !cir.ptr<!cir.array<!cir.double x 4>>), !cir.ptr<!cir.double>
    omp.terminator
  }
  %m2 = omp.map.info var_ptr(%g1 : !cir.ptr<!cir.array<!cir.double x 4>>, !cir.array<!cir.double x 4>) map_clauses(to) capture(ByRef) -> !cir.ptr<!cir.array<!cir.double x 4>> {name = "g"}
  omp.target_enter_data device(%d : i32) nowait map_entries(%m2 : !cir.ptr<!cir.array<!cir.double x 4>>)
  omp.target_update depend(taskdependout -> %g1 : !cir.ptr<!cir.array<!cir.double x 4>>) map_entries(%m2 : !cir.ptr<!cir.array<!cir.double x 4>>)
  %m3 = omp.map.info var_ptr(%g1 : !cir.ptr<!cir.array<!cir.double x 4>>, !cir.array<!cir.double x 4>) map_clauses(exit_release_or_enter_alloc) capture(ByRef) -> !cir.ptr<!cir.array<!cir.double x 4>> {name = "g"}
  omp.target_exit_data map_entries(%m3 : !cir.ptr<!cir.array<!cir.double x 4>>)
  cir.return
}
`)
	for _, want := range []string{
		"= offload.data_begin device(%arg0) maps(%",
		// use_device_addr of the global the construct maps: its entry.
		"= offload.device_addr %",
		"offload.data_end %",
		"offload.enter_data device(%arg0) maps(%",
		") nowait\n",
		"offload.update maps(%",
		"depend(out %",
		"type(alloc) name(\"g\")\n    offload.exit_data maps(%",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
	if strings.Contains(text, "omp.") || strings.Contains(text, "offload.entries") {
		t.Errorf("omp ops left, or an entries table without entries:\n%s", text)
	}
	if p.DataOps.Value() != 4 {
		t.Errorf("%d data ops lowered, want 4", p.DataOps.Value())
	}
}

func TestDeviceCode(t *testing.T) {
	_, text, _ := run(t, `
cir.func private @puts(!cir.ptr<!cir.int<s, 8>>) -> !cir.int<s, 32>
cir.func private @ext(!cir.int<s, 32>) attributes {omp.declare_target = "to"}
cir.func @helper(%x: !cir.int<s, 32>) {
  cir.call @ext(%x) : (!cir.int<s, 32>) -> ()
  cir.return
}
cir.func @unused() attributes {omp.declare_target = "to"} {
  cir.return
}
cir.func @main() {
  omp.target {
    %c = cir.const #cir.int<1> : !cir.int<s, 32>
    cir.call @helper(%c) : (!cir.int<s, 32>) -> ()
    %f = cir.get_global @helper : !cir.ptr<!cir.func<!cir.void (!cir.int<s, 32>)>>
    %s = cir.const #cir.ptr<null> : !cir.ptr<!cir.int<s, 8>>
    %r = cir.call @puts(%s) : (!cir.ptr<!cir.int<s, 8>>) -> !cir.int<s, 32>
    omp.terminator
  }
  cir.return
}
`)
	for _, want := range []string{
		// A declare-target declaration gets a device declaration, which
		// the clones call; declare-target functions are cloned even when
		// no kernel calls them.
		"cir.func private @ext.omp_device(!cir.int<s, 32>) attributes {offload.device}",
		"cir.call @ext.omp_device(%arg0)",
		"cir.func @unused.omp_device() attributes {offload.device}",
		"cir.call @helper.omp_device(%0)",
		"cir.get_global @helper.omp_device : !cir.ptr<!cir.func<!cir.void (!cir.int<s, 32>)>>",
		// The C library is called as it is.
		"cir.call @puts(%",
		// A kernel without captures needs no data environment.
		"offload.launch @__omp_offloading_main_l12() host_fallback(@__omp_offloading_main_l12.host)\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
	if strings.Contains(text, "offload.data_begin") {
		t.Errorf("a data environment without maps:\n%s", text)
	}
}

func TestRequires(t *testing.T) {
	m, _, _ := run(t, `module attributes {omp.requires = #omp<clause_requires unified_shared_memory|self_maps>} {
}
`)
	if got := offload.ModuleRequires(m); got != offload.RequiresUnifiedSharedMemory|offload.RequiresSelfMaps || m.HasAttr("omp.requires") {
		t.Errorf("requires %v, omp.requires kept: %v", got, m.HasAttr("omp.requires"))
	}
}

func TestUnchanged(t *testing.T) {
	const src = "module {\n  cir.func @f() {\n    cir.return\n  }\n}\n"
	if _, text, _ := run(t, src); text != src {
		t.Errorf("a module without target constructs changed:\n%s", text)
	}
}

// TestErrors checks that what the pass cannot lower is an error at the
// construct, never a panic.
func TestErrors(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"not cir", `
func.func @f() {
  omp.target {
    omp.terminator
  }
  return
}`, "'omp.target' op is not in a cir.func: the offload lowering works on cir"},
		{"is_device_ptr operands", `
cir.func @f(%p: !cir.ptr<!cir.double>) {
  omp.target is_device_ptr(%p : !cir.ptr<!cir.double>) {
    omp.terminator
  }
  cir.return
}`, "is_device_ptr and has_device_addr operands are not supported"},
		{"mutexinoutset", `
cir.func @f(%p: !cir.ptr<!cir.double>) {
  omp.target depend(taskdependmutexinoutset -> %p : !cir.ptr<!cir.double>) {
    omp.terminator
  }
  cir.return
}`, "depend kind 'mutexinoutset' is not supported on target constructs"},
		{"map type bits", `
cir.func @f(%p: !cir.ptr<!cir.double>) {
  %m = omp.map.info var_ptr(%p : !cir.ptr<!cir.double>, !cir.double) map_clauses(private, to) capture(ByRef) -> !cir.ptr<!cir.double>
  omp.target_enter_data map_entries(%m : !cir.ptr<!cir.double>)
  cir.return
}`, "'omp.map.info' op map type bits 0x80 are not supported by the offload lowering"},
		{"vla capture", `
cir.func @f(%p: !cir.ptr<!cir.double>) {
  %m = omp.map.info var_ptr(%p : !cir.ptr<!cir.double>, !cir.double) map_clauses(to) capture(VLAType) -> !cir.ptr<!cir.double>
  omp.target map_entries(%m -> %arg0 : !cir.ptr<!cir.double>) {
    omp.terminator
  }
  cir.return
}`, "capture(VLAType) is not supported"},
		{"num_teams from memory written in the region", `
cir.func @f() {
  omp.target {
    %a = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["t"]
    %v = cir.load %a : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %t = builtin.unrealized_conversion_cast %v : !cir.int<s, 32> to i32
    omp.teams num_teams( to %t : i32) {
      omp.terminator
    }
    omp.terminator
  }
  cir.return
}`, "the num_teams clause depends on 'cir.alloca', which the construct cannot evaluate before the launch"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := runError(t, c.src)
			if !strings.Contains(d.Message, c.want) {
				t.Errorf("got %q, want %q", d.Message, c.want)
			}
			if f, ok := ir.FileLineCol(d.Loc); !ok || f.Line() < 2 {
				t.Errorf("the error is not located at the construct: %v", d.Loc)
			}
		})
	}
}
