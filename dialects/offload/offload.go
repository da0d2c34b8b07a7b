// Package offload is strata's runtime-neutral target-offload dialect: map
// entries, structured and dynamic device data environments, data motion,
// device address queries and kernel launches, with the `requires` flags and
// the registration table of kernels and device globals explicit. It says
// what moves and what runs, not which runtime calls do it; the offload
// lowering turns it into the calls of one runtime's ABI. docs/offload.md
// is its contract.
//
// The dialect works on the pointers of the host dialect (cir or llvm):
// kernels are functions of that dialect marked with the unit attribute
// offload.kernel, and the ops name them by symbol.
package offload

import "github.com/strata-ir/strata/ir"

// Name is the dialect's namespace.
const Name = "offload"

// Operation names.
const (
	MapOpName        = "offload.map"
	DataBeginOpName  = "offload.data_begin"
	DataEndOpName    = "offload.data_end"
	EnterDataOpName  = "offload.enter_data"
	ExitDataOpName   = "offload.exit_data"
	UpdateOpName     = "offload.update"
	DeviceAddrOpName = "offload.device_addr"
	TranslateOpName  = "offload.translate"
	LaunchOpName     = "offload.launch"
	EntriesOpName    = "offload.entries"
)

// The discardable attributes the dialect defines on ops of other dialects.
const (
	// KernelAttrName (unit) marks a function as the device version of an
	// outlined target region, the callee of offload.launch.
	KernelAttrName = "offload.kernel"
	// RefPointerAttrName marks the reference pointer @x.omp_ref of a
	// declare target global @x: device code reaches @x through it, and
	// the runtime points it at the device copy (the engine places it
	// where a device may read it: interp.DeviceReadableAttr).
	RefPointerAttrName = "offload.ref_pointer"
	// DeviceAttrName (unit) marks a function as a device clone
	// (NAME.omp_device) of a declare-target function or of a function a
	// kernel calls.
	DeviceAttrName = "offload.device"
	// RequiresAttrName is the module attribute holding a RequiresAttr.
	RequiresAttrName = "offload.requires"
)

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:           Name,
		Description:    "runtime-neutral target offload",
		Ops:            opDefs(),
		ParseType:      parseType,
		ParseAttribute: parseAttribute,
	}
}

// Register registers the offload dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }
