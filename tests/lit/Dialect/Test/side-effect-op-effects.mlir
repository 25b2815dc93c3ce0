// The effects test.side_effect_op takes from its `effects` attribute, and those of
// cf.assert and the branches, as test-side-effects reports them.
// RUN: rmlir-opt %s -test-side-effects -verify-diagnostics -o /dev/null

func.func @f(%c: i1) {
  // expected-remark @+2 {{found an instance of 'read' on resource '<Default>'}}
  // expected-remark @+1 {{found an instance of 'allocate' on op result 0, on resource '<Test>'}}
  %0 = "test.side_effect_op"() {effects = [{effect = "read"}, {effect = "allocate", on_result, test_resource}]} : () -> i32
  // expected-remark @+1 {{found an instance of 'write' on a symbol '@foo', on resource '<Default>'}}
  %1 = "test.side_effect_op"() {effects = [{effect = "write", on_reference = @foo}]} : () -> i32
  // expected-remark @+1 {{found an instance of 'free' on resource '<Test>'}}
  %2 = "test.side_effect_op"() {effects = [{effect = "free", test_resource}]} : () -> i32
  // expected-remark @+1 {{operation has no memory effects}}
  %3 = "test.side_effect_op"() : () -> i32
  // expected-remark @+1 {{found an instance of 'write' on resource '<Default>'}}
  cf.assert %c, "x"
  cf.br ^bb1
^bb1:
  return
}
