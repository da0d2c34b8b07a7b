package offload_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// TestBuilders builds every op with the builders, checks that the module
// verifies, prints as expected and reads back, and reads the ops back
// through the views.
func TestBuilders(t *testing.T) {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", ir.UnknownLoc{})
	offload.SetModuleRequires(m.Operation, offload.RequiresUnifiedSharedMemory|offload.RequiresSelfMaps)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(m.Body())
	loc := ir.UnknownLoc{}
	ptr := llvm.Ptr
	kernelType := ctx.FunctionType([]ir.Type{ptr, ir.I32}, nil)
	k := funcs.NewFunc(b, "k", kernelType, loc, func(b *ir.Builder, _ []*ir.Value) { funcs.NewReturn(b, nil, loc) })
	k.SetAttr(offload.KernelAttrName, ir.Unit)
	funcs.NewFunc(b, "k_host", kernelType, loc, func(b *ir.Builder, _ []*ir.Value) { funcs.NewReturn(b, nil, loc) })
	var member offload.MapOp
	var begin offload.DataBeginOp
	var launch offload.LaunchOp
	var update offload.DataMotionOp
	fnType := ctx.FunctionType([]ir.Type{ptr, ptr, ir.I64, ir.I32, ir.I1}, nil)
	funcs.NewFunc(b, "f", fnType, loc, func(b *ir.Builder, args []*ir.Value) {
		p, pp, n, d, c := args[0], args[1], args[2], args[3], args[4]
		parent := offload.NewMap(b, offload.MapEntry{Base: p, Begin: p, Size: n, Type: offload.MapToFrom, Name: "s"}, loc)
		member = offload.NewMap(b, offload.MapEntry{Base: p, Begin: p, Size: n, Type: offload.MapTo | offload.MapAlways,
			Parent: parent.Result(0), Attach: pp, Name: "s.p[0:n]"}, loc)
		begin = offload.NewDataBegin(b, offload.Env{Device: d}, []*ir.Value{parent.Result(0), member.Result(0)}, loc)
		addr := offload.NewDeviceAddr(b, begin.Env(), member.Result(0), ptr, loc)
		offload.NewTranslate(b, addr.Result(0), d, loc)
		launch = offload.NewLaunch(b, offload.Launch{
			Kernel: "k", HostFallback: "k_host", Args: []*ir.Value{member.Result(0), d}, EnvValue: begin.Env(),
			Env: offload.Env{Device: d, If: c}, NumTeams: d,
			Async: offload.Async{Nowait: true, Depends: []offload.Depend{{Kind: offload.DependInout, Var: p}}},
		}, loc)
		offload.NewDataEnd(b, begin.Env(), loc)
		from := offload.NewMap(b, offload.MapEntry{Base: p, Begin: p, Size: n, Type: offload.MapFrom}, loc)
		update = offload.NewDataMotion(b, offload.UpdateOpName, offload.Env{If: c}, []*ir.Value{from.Result(0)}, offload.Async{}, loc)
		funcs.NewReturn(b, nil, loc)
	})
	offload.NewEntries(b, []offload.EntryAttr{{Kind: offload.EntryKernel, Symbol: "k"}}, loc)
	if err := ir.Verify(m.Operation); err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	if err := ir.Print(&text, m.Operation, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"module attributes {offload.requires = #offload<requires unified_shared_memory, self_maps>} {",
		`%0 = offload.map base(%arg0 : !llvm.ptr) begin(%arg0 : !llvm.ptr) size(%arg2) type(tofrom) name("s")`,
		`%1 = offload.map base(%arg0 : !llvm.ptr) begin(%arg0 : !llvm.ptr) size(%arg2) type(always, to) parent(%0) attach(%arg1 : !llvm.ptr) name("s.p[0:n]")`,
		"%2 = offload.data_begin device(%arg3) maps(%0, %1)",
		"%3 = offload.device_addr %2, %1 : !llvm.ptr",
		"%4 = offload.translate %3 device(%arg3) : !llvm.ptr",
		"offload.launch @k(%1, %arg3 : !offload.map, i32) host_fallback(@k_host) env(%2) device(%arg3) if(%arg4) num_teams(%arg3) nowait depend(inout %arg0 : !llvm.ptr)",
		"offload.data_end %2",
		"offload.update if(%arg4) maps(%5)",
		"offload.entries [@k : kernel]",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("missing %q in\n%s", want, text.String())
		}
	}
	if _, err := builtin.ParseModule(all.NewContext(), "built.mlir", []byte(text.String())); err != nil {
		t.Errorf("the built module does not read back: %v", err)
	}
	if member.MapType() != offload.MapTo|offload.MapAlways || member.Parent() == nil || member.Attach() == nil || member.VarName() != "s.p[0:n]" {
		t.Errorf("map view: type %v parent %v attach %v name %q", member.MapType(), member.Parent(), member.Attach(), member.VarName())
	}
	if begin.Device() == nil || begin.If() != nil || len(begin.Maps()) != 2 {
		t.Errorf("data_begin view: device %v if %v maps %d", begin.Device(), begin.If(), len(begin.Maps()))
	}
	if launch.Callee() != "k" || launch.HostFallback() != "k_host" || len(launch.Args()) != 2 || launch.Env() != begin.Env() ||
		launch.NumTeams() == nil || launch.ThreadLimit() != nil || !launch.Nowait() || len(launch.Depends()) != 1 || launch.Depends()[0].Kind != "inout" {
		t.Errorf("launch view reads back wrong: %s", launch.Operation)
	}
	if update.Nowait() || update.If() == nil || len(update.MapOps()) != 1 || update.MapOps()[0].MapType() != offload.MapFrom {
		t.Errorf("update view reads back wrong: %s", update.Operation)
	}
	if e, ok := offload.ModuleEntries(m.Operation); !ok || len(e.Entries()) != 1 {
		t.Errorf("no entries table found")
	}
	if f := offload.ModuleRequires(m.Operation); f != offload.RequiresUnifiedSharedMemory|offload.RequiresSelfMaps {
		t.Errorf("requires reads back as %v", f)
	}
}

// TestMapTypeSpelling checks how map types print (they are omp.MapFlags,
// libomptarget's bits, spelled the offload dialect's way).
func TestMapTypeSpelling(t *testing.T) {
	for f, want := range map[offload.MapFlags]string{
		offload.MapAlloc: "alloc", offload.MapDelete: "delete", offload.MapFrom | offload.MapDelete: "from, delete",
		offload.MapToFrom | offload.MapAlways | offload.MapImplicit: "implicit, always, tofrom", offload.MapTo | 0x40: "to, 0x40",
	} {
		got := strings.TrimSuffix(strings.TrimPrefix(ir.AttrString(offload.MapTypeAttr{Flags: f}), "#offload<map_type "), ">")
		if got != want {
			t.Errorf("%#x prints as %q, want %q", uint64(f), got, want)
		}
	}
}

// TestRefPointerAttr checks that the engine places the reference
// pointers where a device may read them: it knows them by this name.
func TestRefPointerAttr(t *testing.T) {
	if offload.RefPointerAttrName != interp.DeviceReadableAttr {
		t.Errorf("offload.RefPointerAttrName is %q, the engine reads %q", offload.RefPointerAttrName, interp.DeviceReadableAttr)
	}
}
