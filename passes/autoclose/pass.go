// Package autoclose is the offload-auto-close pass: under unified shared
// memory it adds the close modifier to map(alloc) entries where that
// provably changes no value the program computes, and leaves a remark on
// each map(alloc) entry it keeps without close, saying why.
//
// Why: under USM a map without close allocates nothing, so a scratch
// array that only the device uses still lives in host memory and the GPU
// migrates its pages on demand, data the host never initialized included
// (the paper's 452.ep, HipFT and LULESH). map(close, alloc) gives it a
// device copy instead. The copy starts with indeterminate contents and is
// never copied back, so close is only correct when
//
//   - the device reads nothing of the array it did not write first, and
//   - nothing reads, after the device wrote it, what the device wrote
//     (the host, after the data environment; the paper's 404.lbm failed
//     validation when close was added by hand).
//
// Level: the pass runs on the offload dialect at the cir level, after
// convert-omp-to-offload and before convert-to-llvm. There the map
// entries, their data environments and launches are explicit ops, the
// kernels are outlined cir.func bodies whose pointer parameters are the
// mapped arrays, and the host code is still structured (cir.for, cir.if,
// cir.scope), which the ordering rules below need; after the conversion
// to LLVM the loops are branches and the entries are runtime arrays.
//
// The analysis is conservative (it proves, it does not guess); the rules
// are in host.go (the array's identity, its uses on the host, the other
// entries and launches that reach it), kernel.go (reads after writes in
// the kernels), loops.go (the ranges whole loops write, and who knows
// them afterwards), earlier.go (reads of what an earlier kernel of the
// same data environment wrote) and affine.go (the index arithmetic). The program is assumed free of data races, as OpenMP
// requires. Only map(alloc) entries of structured data environments
// (target, target data) are considered; map(from) is left alone, because
// close would copy back device bytes the kernels may not have written
// over the host's, which needs a proof of full coverage the pass does
// not attempt.
package autoclose

import (
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/offload"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// Pass is offload-auto-close.
type Pass struct {
	AssumeUSM bool `option:"assume-usm" help:"Act as if the module required unified_shared_memory (the program runs under USM whatever it says)"`

	Added   passes.Statistic `stat:"close-added" help:"Number of map(alloc) entries given close"`
	Refused passes.Statistic `stat:"close-refused" help:"Number of map(alloc) entries kept without close (each with a remark)"`
}

// New returns the offload-auto-close pass.
func New() passes.Pass { return &Pass{} }

// Register adds offload-auto-close to r.
func Register(r *passes.Registry) { r.Register(New) }

// Info names the pass; it runs on a module (kernels and their launches
// are in different functions).
func (*Pass) Info() passes.Info {
	return passes.Info{
		Argument: "offload-auto-close",
		Name:     "OffloadAutoClose",
		Summary:  "Under unified shared memory, add close to map(alloc) entries where it is provably safe",
		Description: "At the offload dialect on cir (after convert-omp-to-offload): gives map(alloc) entries of target " +
			"and target data the close modifier when every kernel that reaches the array reads only what it wrote " +
			"first and the host reads nothing of it after the data environment begins; a remark on every other " +
			"map(alloc) entry says why not.",
		Anchor: builtin.ModuleOpName,
	}
}

// usm reports whether the module runs under unified shared memory with
// device copies for close maps: self_maps never allocates a device copy,
// so close would change nothing there.
func (p *Pass) usm(module *ir.Operation) bool {
	req := offload.ModuleRequires(module)
	if req&omp.RequiresSelfMaps != 0 {
		return false
	}
	return p.AssumeUSM || req&omp.RequiresUnifiedSharedMemory != 0
}

// Run decides every map(alloc) entry of the module's host functions.
func (p *Pass) Run(module *ir.Operation, st *passes.State) error {
	if !p.usm(module) {
		st.MarkUnchanged()
		return nil
	}
	symbols, err := ir.NewSymbolTable(module)
	if err != nil {
		return err
	}
	a := &analysis{symbols: symbols, kernels: map[kernelParam]*verdict{}, hostVars: map[*ir.Value]string{}}
	changed := false
	for fnOp := range module.Region(0).First().Ops() {
		fn, ok := cir.AsFunc(fnOp)
		if !ok || fn.IsDeclaration() || fnOp.HasAttr(offload.KernelAttrName) || fnOp.HasAttr(offload.DeviceAttrName) {
			continue
		}
		for _, d := range a.function(fn) {
			if d.why == nil {
				d.entry.SetMapType(d.entry.MapType() | offload.MapClose)
				p.Added.Inc()
				changed = true
				continue
			}
			p.Refused.Inc()
			st.Report(d.why)
		}
	}
	if !changed {
		st.MarkUnchanged()
	}
	return nil
}

// decision is the pass's answer for one map(alloc) entry: why is nil when
// it gets close, else the remark to report.
type decision struct {
	entry offload.MapOp
	why   *ir.Diagnostic
}

// candidate reports whether m is a map(alloc) entry the pass decides: one
// the user wrote (not an implicit entry, whose zero-length pointer
// sections map nothing), not a struct member (its struct's entry holds
// the mapping), without close already.
func candidate(m offload.MapOp) bool {
	f := m.MapType()
	return f&(offload.MapTo|offload.MapFrom|offload.MapDelete|offload.MapClose|offload.MapImplicit) == 0 && m.Parent() == nil
}

// loopLike reports whether an op's regions may run more than once per
// execution of the op, or whether the pass does not know (any op with
// regions not listed as running each region at most once per thread).
func loopLike(op *ir.Operation) bool {
	switch op.Name() {
	case cir.FuncOpName, cir.ScopeOpName, cir.IfOpName, cir.TernaryOpName,
		omp.ParallelOpName, omp.TeamsOpName, omp.DistributeOpName, omp.WsloopOpName,
		omp.SingleOpName, omp.MaskedOpName, omp.CriticalOpName, omp.TaskgroupOpName:
		return false
	}
	return true
}
