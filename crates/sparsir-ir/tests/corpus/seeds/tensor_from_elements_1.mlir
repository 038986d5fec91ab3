// seed: tensor_dialect.md, tensor.from_elements, example 1
func.func @f(%a: index, %b: index, %c: index, %d: index, %e: index, %f: index) {
  tensor.from_elements %a, %b, %c, %d, %e, %f :  tensor<2x3xindex>
  // will result in a tensor
  // [[%a, %b, %c] [%d, %e, %f]]
  return
}
