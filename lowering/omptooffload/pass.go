// Package omptooffload is the convert-omp-to-offload pass: it lowers the
// OpenMP target family that the C front end makes (omp dialect ops at the
// cir level, docs/frontend.md "Offload") to the offload dialect
// (docs/offload.md), the runtime-neutral level the runtime lowering
// starts from.
//
//   - omp.target: the region becomes a kernel, a cir.func marked
//     offload.kernel named __omp_offloading_<function>_l<line>, and its
//     host version <kernel>.host, of the same body; at the construct, the
//     map entries (offload.map) of the variables it maps by reference,
//     an offload.data_begin / offload.data_end around the offload.launch
//     that passes the map entries and, by value, the variables captured
//     by copy (firstprivate, is_device_ptr and the implicit scalars). The
//     kernel keeps the omp ops nested in the region (teams, distribute,
//     parallel, wsloop, loop_nest) for the host OpenMP lowering; the
//     launch takes num_teams and thread_limit from an omp.teams directly
//     in the region (evaluated before the launch) or the target's
//     thread_limit, and the target's device, if, nowait and depend.
//   - omp.target_data: its region's code between offload.data_begin and
//     offload.data_end; use_device_addr and use_device_ptr give
//     offload.device_addr and offload.translate results.
//   - omp.target_enter_data, omp.target_exit_data, omp.target_update:
//     offload.enter_data, offload.exit_data, offload.update.
//   - An omp.map.info becomes an offload.map: base is var_ptr; without
//     bounds, the whole variable; with omp.map.bounds (one per dimension,
//     outermost first), the contiguous bytes from the section's first
//     element to its last. A section through a pointer (var_ptr loaded
//     from the pointer variable) maps the pointee and attaches the
//     pointer variable; a struct's members follow it with it as their
//     parent. Sizes are computed in the IR (the distance between two
//     addresses), so the pass needs no target layout.
//   - Device code: every function marked omp.declare_target, and every
//     function with a body that device code calls (or takes the address
//     of), gets a device clone NAME.omp_device marked offload.device;
//     kernels and clones call the clones; in them, the address of a
//     global @x is read from its reference pointer @x.omp_ref (a global
//     initialized to @x, which the runtime points at the device copy).
//     Every declare-target global gets one, and so does a global that
//     device code names without declare target: the front end does not
//     map such globals implicitly, so the pass treats them as declare
//     target (to). offload.entries lists the kernels and the globals
//     (link for declare target link); omp.requires becomes
//     offload.requires.
//
// By-copy arrays (firstprivate of an array, has_device_addr of one: C
// cannot pass an array by value) are mapped to a device copy, like a
// map(to:). What the pass cannot lower (is_device_ptr or has_device_addr
// operands, private operands, mutexinoutset dependences, code that is not
// cir) is a located error.
package omptooffload

import (
	"errors"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// Pass is convert-omp-to-offload.
type Pass struct {
	Kernels  passes.Statistic `stat:"kernels" help:"Number of target regions outlined into kernels"`
	DataOps  passes.Statistic `stat:"data-ops" help:"Number of target data, enter data, exit data and update constructs lowered"`
	Clones   passes.Statistic `stat:"device-clones" help:"Number of device clones of functions made"`
	RefGlobs passes.Statistic `stat:"device-globals" help:"Number of reference pointers of device globals made"`
}

// NewPass returns convert-omp-to-offload.
func NewPass() passes.Pass { return &Pass{} }

// Register adds convert-omp-to-offload to r.
func Register(r *passes.Registry) { r.Register(NewPass) }

// Info names the pass; it runs on a module.
func (*Pass) Info() passes.Info {
	return passes.Info{
		Argument: "convert-omp-to-offload",
		Name:     "ConvertOmpToOffload",
		Summary:  "Lower OpenMP's target constructs (cir level) to the offload dialect",
		Description: "Outlines omp.target regions into kernels (offload.kernel) and host versions, " +
			"turns omp.map.info into offload.map entries, target data and enter/exit/update into " +
			"offload data operations, makes device clones of declare-target and called functions, " +
			"reference pointers of device globals, the offload.entries table and offload.requires.",
		Anchor: builtin.ModuleOpName,
	}
}

// lowering holds the state of one run on a module.
type lowering struct {
	module  *ir.Operation
	symbols *ir.SymbolTableOf
	kernels []string // in the order they were outlined
	// lastOutlined is, for each function, the last function outlined
	// from it, after which the next goes.
	lastOutlined map[*ir.Operation]*ir.Operation
}

// Run lowers the target constructs of module, then makes its device code
// and tables.
func (p *Pass) Run(module *ir.Operation, st *passes.State) error {
	symbols, err := ir.NewSymbolTable(module)
	if err != nil {
		return err
	}
	l := &lowering{module: module, symbols: symbols, lastOutlined: map[*ir.Operation]*ir.Operation{}}
	var constructs []*ir.Operation
	module.Walk(ir.PostOrder, func(op *ir.Operation) ir.WalkResult {
		switch op.Name() {
		case omp.TargetOpName, omp.TargetDataOpName, omp.TargetEnterDataOpName, omp.TargetExitDataOpName, omp.TargetUpdateOpName:
			constructs = append(constructs, op)
		}
		return ir.Advance
	})
	var errs []error
	for _, op := range constructs {
		var err error
		switch op.Name() {
		case omp.TargetOpName:
			t, _ := omp.AsTarget(op)
			if err = l.lowerTarget(t); err == nil {
				p.Kernels.Inc()
			}
		case omp.TargetDataOpName:
			td, _ := omp.AsTargetData(op)
			err = l.lowerTargetData(td)
		case omp.TargetEnterDataOpName:
			err = l.lowerDataMotion(op, offload.EnterDataOpName)
		case omp.TargetExitDataOpName:
			err = l.lowerDataMotion(op, offload.ExitDataOpName)
		case omp.TargetUpdateOpName:
			err = l.lowerDataMotion(op, offload.UpdateOpName)
		}
		if err != nil {
			errs = append(errs, err)
		} else if op.Name() != omp.TargetOpName {
			p.DataOps.Inc()
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	eraseUnusedMapInfo(module)
	globals, err := l.deviceCode()
	if err != nil {
		return err
	}
	p.RefGlobs.Add(int64(len(globals)))
	var entries []offload.EntryAttr
	for _, k := range l.kernels {
		entries = append(entries, offload.EntryAttr{Kind: offload.EntryKernel, Symbol: k})
	}
	entries = append(entries, globals...)
	module.WalkAll(func(op *ir.Operation) {
		if op.HasAttr(offload.DeviceAttrName) {
			p.Clones.Inc()
		}
	})
	if len(entries) > 0 {
		b := ir.NewBuilder(module.Context())
		b.SetInsertionPointToEnd(module.Region(0).First())
		offload.NewEntries(b, entries, module.Loc())
	}
	if module.HasAttr(omp.RequiresAttrName) {
		offload.SetModuleRequires(module, omp.ModuleRequires(module))
		module.RemoveAttr(omp.RequiresAttrName)
	}
	if len(constructs) == 0 && len(entries) == 0 {
		st.MarkUnchanged()
	}
	return nil
}

// eraseUnusedMapInfo erases the omp.map.info and omp.map.bounds ops the
// lowered constructs leave without uses (a member's info is used by its
// struct's, hence the repetition).
func eraseUnusedMapInfo(module *ir.Operation) {
	for {
		var dead []*ir.Operation
		module.WalkAll(func(op *ir.Operation) {
			if (op.Is(omp.MapInfoOpName) || op.Is(omp.MapBoundsOpName)) && op.UseEmpty() {
				dead = append(dead, op)
			}
		})
		if len(dead) == 0 {
			return
		}
		for _, op := range dead {
			op.Erase()
		}
	}
}
