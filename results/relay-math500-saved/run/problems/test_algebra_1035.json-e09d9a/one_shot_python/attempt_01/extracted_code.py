# Define the weights of the items
weight_treek = 10  # in terms of squigs or goolees
weight_squig = 2   # in terms of treeks or goolees

# Calculate the total weight of one squig
total_weight_one_squig = weight_treek * weight_squig + weight_squig * weight_goolee

# Print the final answer and confidence level
print("RESULT: ", total_weight_one_squig)
print("CONFIDENCE: ", 100)  # Since we know the exact answer
