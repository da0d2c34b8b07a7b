package omplowering

import "github.com/strata-ir/strata/lowering/dsl"

// The work-sharing loop primitives (loop_*.go) lower an omp.wsloop and
// its omp.loop_nest to llvm dialect blocks. They share one model:
//
//   - The loop nest is normalized to iterations 0 .. count-1 of type i64
//     (collapsed loops flattened into one space, each induction variable
//     recovered by division and remainder). Runtime entry points therefore
//     take 64-bit bounds: libgomp's long, libomp's _8 variants.
//   - A pre primitive (thread_bounds, loop_slots) or the runtime computes
//     this thread's range; lower and upper are its inclusive bounds,
//     either values (thread_bounds) or pointers to i64 slots the runtime
//     writes (loop_slots).
//   - The invoke primitive (loop_body, static_chunk_loop, dynamic_loop)
//     makes the private copies, splits the block before the plan
//     (Emitter.SplitBlock), moves the loop nest's body into the function
//     as blocks and leaves the builder before the plan, at the start of
//     the block after the loop, where the post actions go. The emptied
//     construct stays in its plan (post actions read its clauses) and the
//     plan pass erases it.
//   - Reductions: the invoke primitive gives each reduction a private
//     partial initialized by the declaration's init region; `emit
//     reduction` (post) combines the partials into the shared variables
//     atomically. A parallel's reductions are made explicit in its region
//     before outlining (lowerRegionReductions).

// loopPrimitives returns the primitives of work-sharing loops and
// reductions.
func loopPrimitives() []Primitive {
	wsloop := []string{"wsloop"}
	return []Primitive{
		{Info: dsl.Primitive{Name: "thread_bounds", Constructs: wsloop,
			Doc: "computes this thread's static iteration range from thread_id_function and num_threads_function"},
			Emit: emitThreadBounds},
		{Info: dsl.Primitive{Name: "loop_slots", Constructs: wsloop,
			Doc: "allocates i64 slots lower = 0, upper = count-1, stride = 1 and an i32 last = 0 for a runtime that computes the thread's range (__kmpc_for_static_init_8); binds them, step = 1 and chunk as i64"},
			Emit: emitLoopSlots},
		{Info: dsl.Primitive{Name: "loop_body", Constructs: wsloop,
			Doc: "rebuilds the sequential loop over the computed range"},
			Emit: emitLoopBody},
		{Info: dsl.Primitive{Name: "static_chunk_loop", Constructs: wsloop,
			Doc: "runs the chunks of a static schedule with a chunk size round-robin"},
			Emit: emitStaticChunkLoop},
		{Info: dsl.Primitive{Name: "dynamic_loop", MaxArgs: 1, Constructs: wsloop,
			Doc: "the chunk loop of a dynamic or guided schedule, from the chunk function properties; the optional argument is the schedule code"},
			Emit: emitDynamicLoop},
		{Info: dsl.Primitive{Name: "reduction", Constructs: wsloop,
			Doc: "combines partial reduction values"},
			Emit: emitReduction},
	}
}
