cages = 6
hamsters_per cage = 10
guinea_pigs_per cage = 5

total_hamsters = cages * hamsters_per_cage
total_guinea_pigs = cages * guinea_pigs_per_cage

total_rodents = total_hamsters + total_guinea_pigs
print("RESULT:", total_rodents)
