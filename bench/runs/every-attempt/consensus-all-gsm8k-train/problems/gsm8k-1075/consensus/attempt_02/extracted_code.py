import math

# Given quantities
hoodie_cost = 80
flashlight_cost = hoodie_cost * 0.20
boots_cost_original = 110
boots_cost_discounted = boots_cost_original * 0.90

# Total cost
total_cost = hoodie_cost + flashlight_cost + boots_cost_discounted

print("RESULT:", total_cost)
