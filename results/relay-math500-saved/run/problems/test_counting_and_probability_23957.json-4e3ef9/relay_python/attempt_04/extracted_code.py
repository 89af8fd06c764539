from itertools import combinations

total_boys = 7
total_girls = 4
total_students = total_boys + total_girls

ways_to_choose_boys = combinations(total_boys, 3)
ways_to_choose_girls = combinations(total_girls, 2)

# Combine the ways to choose boys and girls into one list
all_ways = [(boys, girls) for boys in ways_to_choose_boys for girls in ways_to_choose_girls]

print(len(all_ways))
